import { useSyncExternalStore } from 'react';
import type { Caller } from '@medkompass/assessment/source-access.ts';
import { session, type SessionState } from './session-store.ts';

/** The session as React reads it; re-renders on every change. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getInitialState);
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
