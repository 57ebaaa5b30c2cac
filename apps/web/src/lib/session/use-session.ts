import type { Caller } from '@medkompass/assessment/source-access.ts';
import { useStoreInTransitions } from '../use-store-in-transitions.ts';
import { session, type SessionState } from './session-store.ts';

/**
 * The session settling as the app starts (the network's or a stored token's answer) renders as a
 * transition: that answer usually arrives while the first page is still being rendered in
 * slices, and through useSyncExternalStore React would then render the whole page again in one
 * long task (use-store-in-transitions.ts). Later changes — a login, a logout, an expiry — render
 * at once.
 */
const settlesAtStart = (previous: SessionState): boolean => previous.status === 'resolving';

/**
 * The session as React reads it; re-renders on every change. On the server (ADR 32) it is the
 * state before the session is settled, as in the browser's first render.
 */
export function useSession(): SessionState {
  return useStoreInTransitions(session.subscribe, session.getState, settlesAtStart);
}

/**
 * Who asks, for the access decision (packages/assessment sourceAccess): the session's scope, and
 * anonymous while there is none or it is still being settled (nothing is shown too early).
 */
export function callerOf(state: SessionState): Caller {
  return state.status === 'signedIn' && state.user ? state.user.scope : 'anonymous';
}

/** Changes when the caller does (not on a notice), so data fetched for another caller is dropped. */
export function sessionIdentity(state: SessionState): string {
  return state.status === 'signedIn' && state.user
    ? `${state.user.scope}:${state.user._id}:${state.user.sources.join(',')}`
    : 'anonymous';
}
