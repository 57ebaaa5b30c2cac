import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  assessedInteractionListResponseSchema,
  type AssessedInteraction,
} from '@medkompass/contracts/interaction-assessment.ts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /api/interaction?nslIds=…&nplIds=…: every assessed pair in the search list. Products are
 * sent as products, so the server applies the classification for their drug forms.
 */
export function fetchInteractions(
  nslIds: readonly string[],
  nplIds: readonly string[],
  signal?: AbortSignal,
): Promise<AssessedInteraction[]> {
  return apiGet(
    '/api/interaction',
    { nslIds, nplIds },
    assessedInteractionListResponseSchema,
    signal,
  );
}

/** Keyed by the (sorted) search list, so an answer for another list can never be shown. */
export function interactionsQueryOptions(
  nslIds: readonly string[],
  nplIds: readonly string[],
  enabled: boolean,
) {
  const substances = [...nslIds].sort();
  const products = [...nplIds].sort();
  return queryOptions({
    queryKey: ['interactions', substances, products] as const,
    queryFn: ({ signal }) => fetchInteractions(substances, products, signal),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function useInteractions(
  nslIds: readonly string[],
  nplIds: readonly string[],
  enabled: boolean,
) {
  return useQuery(interactionsQueryOptions(nslIds, nplIds, enabled));
}
