import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  interactionListResponseSchema,
  type Interaction,
} from '@medkompass/contracts/interaction.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/interaction?nslIds=…: every assessed pair among the given substances. */
export function fetchInteractions(
  nslIds: readonly string[],
  signal?: AbortSignal,
): Promise<Interaction[]> {
  return apiGet('/api/interaction', { nslIds }, interactionListResponseSchema, signal);
}

/** Keyed by the (sorted) substances, so an answer for another list can never be shown. */
export function interactionsQueryOptions(nslIds: readonly string[]) {
  const ids = [...nslIds].sort();
  return queryOptions({
    queryKey: ['interactions', ids] as const,
    queryFn: ({ signal }) => fetchInteractions(ids, signal),
    enabled: ids.length >= 2,
    staleTime: 10 * 60_000,
  });
}

export function useInteractions(nslIds: readonly string[]) {
  return useQuery(interactionsQueryOptions(nslIds));
}
