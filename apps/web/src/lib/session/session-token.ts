import { sessionScopeSchema, type SessionScope } from '@medkompass/contracts/session-scope.ts';
import { readTabItem, tabStorage, writeTabItem } from '../tab-storage.ts';

/**
 * Where the session's bearer token is kept: sessionStorage, so it survives a reload and ends with
 * the tab, is not shared with other tabs and is never sent by the browser on its own (ADR 17).
 * Where sessionStorage is refused (a record system's frame with third-party storage blocked) the
 * token lives in memory for the page's life instead.
 */
const KEY = 'medkompass.session';

export interface StoredSession {
  token: string;
  /** Whose session it is, so a refused token can be answered right (a notice, or none). */
  scope: SessionScope;
}

function parseStored(raw: string): StoredSession | null {
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null) return null;
  const { token, scope } = value as Record<string, unknown>;
  const parsedScope = sessionScopeSchema.safeParse(scope);
  return typeof token === 'string' && token !== '' && parsedScope.success
    ? { token, scope: parsedScope.data }
    : null;
}

let memory: StoredSession | null = null;
// Set when storage refused the last write: the copy in memory is then the true one.
let memoryOnly = false;

/** The stored session, or null; anything unreadable counts as none. */
export function readStoredSession(): StoredSession | null {
  if (memoryOnly || !tabStorage()) return memory;
  const raw = readTabItem(KEY);
  if (raw === null) return null;
  try {
    return parseStored(raw);
  } catch {
    return null;
  }
}

/** Keeps a session's token, or forgets it (null). */
export function writeStoredSession(session: StoredSession | null): void {
  memory = session;
  // Storage full or refused: the copy in memory serves this page.
  memoryOnly = !writeTabItem(KEY, session === null ? null : JSON.stringify(session));
}

/** The bearer token the API client sends, or null. */
export function sessionToken(): string | null {
  return readStoredSession()?.token ?? null;
}

type RejectionListener = (token: string) => void;
const rejectionListeners = new Set<RejectionListener>();

/** Called with a token the server refused (401): the session it stood for has ended. */
export function onTokenRejected(listener: RejectionListener): () => void {
  rejectionListeners.add(listener);
  return () => {
    rejectionListeners.delete(listener);
  };
}

/** The API client reports a 401 to a call that carried `token`. */
export function reportTokenRejected(token: string): void {
  for (const listener of rejectionListeners) listener(token);
}
