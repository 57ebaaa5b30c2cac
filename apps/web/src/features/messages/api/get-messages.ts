import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemMessageListResponseSchema } from '@medkompass/contracts/messages.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/messages: the operators' system messages (specification §3 'System message'). */
export function fetchSystemMessages(signal?: AbortSignal) {
  return apiGet('/api/messages', {}, systemMessageListResponseSchema, signal);
}

export function systemMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['system-messages'] as const,
    queryFn: ({ signal }) => fetchSystemMessages(signal),
    staleTime: 5 * 60_000,
  });
}

/** The messages; a failed fetch is only logged (specification §8): the user sees nothing. */
export function useSystemMessages() {
  const query = useQuery(systemMessagesQueryOptions());
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error('Could not fetch messages', error);
  }, [isError, error]);
  return query;
}
