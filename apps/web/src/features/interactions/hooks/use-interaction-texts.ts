import { skipToken, useQueries, useQueryClient } from '@tanstack/react-query';
import {
  interactionTextBatchQueryOptions,
  interactionTextKey,
  TEXT_BATCH_KEY,
  textBatches,
} from '../api/get-interaction-texts.ts';

/** A text as the view shows it. */
export type TextState =
  | { status: 'loading' }
  | { status: 'ready'; text: string }
  /** The knowledge base has no text by this id. */
  | { status: 'missing' }
  /** Its batch failed: shown in place, calmly, and the rest of the pair still reads (§8). */
  | { status: 'failed' };

/**
 * The texts of a list's pairs, fetched together as soon as the pairs are known, in batches of at
 * most 100 ids. Texts are cached by id: a text already fetched, or on its way in another batch,
 * is not asked for again when the list changes.
 */
export function useInteractionTexts(ids: readonly string[]): (id: string) => TextState {
  const client = useQueryClient();
  const cached = useQueries({
    queries: ids.map((id) => ({
      queryKey: interactionTextKey(id),
      // Filled by the batches below, never fetched one by one.
      queryFn: skipToken,
      staleTime: Infinity,
      gcTime: 30 * 60_000,
    })),
  });
  const textOf = new Map(ids.map((id, index) => [id, cached[index]?.data as string | null]));

  // Batches on their way (perhaps started for an earlier list) are watched, not asked again;
  // the ids no batch covers go out in new ones.
  const uncached = ids.filter((id) => textOf.get(id) === undefined);
  const uncachedSet = new Set(uncached);
  const fetching = client
    .getQueryCache()
    .findAll({ queryKey: [TEXT_BATCH_KEY], fetchStatus: 'fetching' })
    .map((query) => String(query.queryKey[1]).split(','))
    .filter((batch) => batch.some((id) => uncachedSet.has(id)));
  const covered = new Set(fetching.flat());
  const batches = [...fetching, ...textBatches(uncached.filter((id) => !covered.has(id)))];
  const batchQueries = useQueries({
    queries: batches.map((batch) => interactionTextBatchQueryOptions(batch, client)),
  });
  const failed = new Set(
    batches.flatMap((batch, index) => (batchQueries[index]?.isError ? batch : [])),
  );

  return (id) => {
    const text = textOf.get(id);
    if (typeof text === 'string') return { status: 'ready', text };
    if (text === null) return { status: 'missing' };
    return failed.has(id) ? { status: 'failed' } : { status: 'loading' };
  };
}
