import { createContext, useContext } from 'react';
import type { Caller } from '@medkompass/assessment/source-access.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';

/** Who asks, as the access decision (packages/assessment sourceAccess) needs it. */
export interface CallerAccess {
  caller: Caller;
  /** The sources the session may see (User.sources); empty for an anonymous caller. */
  grantedSources: readonly SourceName[];
}

/** Nobody logged in: what every caller of the web app is until login exists. */
export const ANONYMOUS_CALLER: CallerAccess = { caller: 'anonymous', grantedSources: [] };

const CallerContext = createContext<CallerAccess>(ANONYMOUS_CALLER);

/**
 * Provides the caller to the access decision. Nothing in the app provides one yet, so the app's
 * caller is anonymous; the web tests provide a signed-in caller to render riskprofile. The
 * session (login, network user, integration token) replaces this: provide its caller here, or
 * read the session in `useCaller`.
 */
export const CallerProvider = CallerContext.Provider;

/** The one place the access facts learn who asks. */
export function useCaller(): CallerAccess {
  return useContext(CallerContext);
}
