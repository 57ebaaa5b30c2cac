import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { session } from './session-store.ts';
import { sessionIdentity } from './use-session.ts';

/**
 * Drops every cached answer when the caller changes (login, logout, expiry, the network session
 * arriving): an answer may depend on who asked (riskprofile, the country rules apply only to
 * callers who are not logged in), and the server's own caching is per session too. The queries
 * on screen are fetched again at once.
 */
export function SessionDataReset() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let identity = sessionIdentity(session.getState());
    return session.subscribe(() => {
      const next = sessionIdentity(session.getState());
      if (next === identity) return;
      identity = next;
      void queryClient.resetQueries();
    });
  }, [queryClient]);
  return null;
}
