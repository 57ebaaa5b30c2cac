import { queryOptions, useQuery } from '@tanstack/react-query';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import {
  interactionDataResponseSchema,
  type InteractionData,
} from '@medkompass/contracts/interaction-assessment.ts';
import { apiGet } from '../api-client.ts';
import { isEmptyList, listKey, listParams, type AssessmentList } from './assessment-list.ts';

/**
 * GET /api/interaction/dataByNslIds?nslIds=…&nplIds=…: per searched entry whether the interaction
 * source has assessed it, and every assessed pair with the entries that bring its two sides in.
 * It holds the pairs, so /api/interaction is not called as well. Products go as products, so
 * the server applies the classification of their drug forms.
 */
export function fetchInteractionData(
  list: AssessmentList,
  signal?: AbortSignal,
): Promise<InteractionData> {
  return apiGet(
    sourceDefinition('interactions').apiPath,
    listParams(list),
    interactionDataResponseSchema,
    signal,
  );
}

export function interactionDataQueryOptions(list: AssessmentList, enabled: boolean) {
  return queryOptions({
    queryKey: ['assessment', 'interactions', ...listKey(list)] as const,
    queryFn: ({ signal }) => fetchInteractionData(list, signal),
    enabled: enabled && !isEmptyList(list),
    staleTime: 10 * 60_000,
  });
}

export function useInteractionData(list: AssessmentList, enabled: boolean) {
  return useQuery(interactionDataQueryOptions(list, enabled));
}
