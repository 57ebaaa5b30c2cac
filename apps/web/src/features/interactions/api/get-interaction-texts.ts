import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { MAX_TEXT_IDS_PER_REQUEST } from '@medkompass/contracts/interaction-assessment.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadInteractionTextListResponseSchema = () =>
  import('@medkompass/contracts/interaction-assessment.ts').then(
    (contract) => contract.interactionTextListResponseSchema,
  );

export interface InteractionText {
  id: string;
  text: string;
}

/** GET /api/interaction_texts?ids=…: the known texts of at most 100 ids (specification §9). */
export function fetchInteractionTexts(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<InteractionText[]> {
  return apiGet('/api/interaction_texts', { ids }, loadInteractionTextListResponseSchema, signal);
}

/** Ids in batches of at most MAX_TEXT_IDS_PER_REQUEST, sorted, so a set has one split. */
export function textBatches(ids: readonly string[]): string[][] {
  const sorted = [...new Set(ids)].sort();
  const batches: string[][] = [];
  for (let start = 0; start < sorted.length; start += MAX_TEXT_IDS_PER_REQUEST) {
    batches.push(sorted.slice(start, start + MAX_TEXT_IDS_PER_REQUEST));
  }
  return batches;
}

/** The cache entry of one text: its text, or null when the knowledge base has none by that id. */
export function interactionTextKey(id: string) {
  return ['interaction-text', id] as const;
}

export const TEXT_BATCH_KEY = 'interaction-texts';

/**
 * One batch. Its answer is stored per id (interactionTextKey), so a text is asked for once
 * whatever lists it turns up in. The request is not cancelled when the list changes meanwhile
 * (the signal is left unused): the texts it brings are kept, and are not asked for again.
 */
export function interactionTextBatchQueryOptions(batch: readonly string[], client: QueryClient) {
  return queryOptions({
    queryKey: [TEXT_BATCH_KEY, batch.join(',')] as const,
    queryFn: async () => {
      const texts = await fetchInteractionTexts(batch);
      const byId = new Map(texts.map(({ id, text }) => [id, text]));
      for (const id of batch) client.setQueryData(interactionTextKey(id), byId.get(id) ?? null);
      return texts.length;
    },
    staleTime: Infinity,
  });
}
