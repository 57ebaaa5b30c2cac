import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where a render reads the visitor's cookies: the browser's `document.cookie`, or on the server
 * (entry-server.tsx) the request's Cookie header, so the first paint shows the cookie notice
 * exactly when the app will.
 */
const RequestCookies = createContext<string | null>(null);

export function RequestCookiesProvider({
  cookies,
  children,
}: {
  cookies: string;
  children: ReactNode;
}) {
  return <RequestCookies.Provider value={cookies}>{children}</RequestCookies.Provider>;
}

/** The cookies as a `document.cookie` string, read when called (a cookie set since counts). */
export function useReadCookies(): () => string {
  const fromRequest = useContext(RequestCookies);
  return fromRequest === null ? () => document.cookie : () => fromRequest;
}
