import { useMemo } from 'react';
import { productLabel } from '@medkompass/assessment/product-label.ts';
import { DEACTIVATED_TOOLTIP } from '../../../lib/assessment/tab-summary.ts';
import { useAccessFacts } from '../../../lib/access/use-access-facts.ts';
import { isEmptyList, useAssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { useInteractionData } from '../api/get-interaction-data.ts';
import { isAssessmentOpen } from '../../../lib/access/assessment-open.ts';
import { useProducts } from '../../../lib/search-list/get-products.ts';
import { useSubstances } from '../../../lib/search-list/get-substances.ts';
import { toPairs, type InteractionPair } from './interaction-pairs.ts';

export type SearchInteractionsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  /** The caller may not see interactions (switched off, or a blocked country). */
  | { status: 'unavailable'; message: string }
  | { status: 'too-few' }
  /** `unassessed`: the names of the list's substances the source has not assessed. */
  | { status: 'success'; pairs: InteractionPair[]; unassessed: string[] };

/**
 * The interaction tab's pairs for the search list in the URL. The interaction data is the query
 * the tab bar starts too (one request per list); products are named (name, strength and form) by
 * the resolve call the search tags make as well, and the pairs' substances by one /api/substance call once the pairs
 * are known (a pair may name a parent or salt of a searched substance).
 */
export function useSearchInteractions(): SearchInteractionsState {
  const list = useAssessmentList();
  const facts = useAccessFacts();
  // Interactions are never locked (no login needed), only deactivated (§4 'Source tab states').
  const open = isAssessmentOpen('interactions', facts);

  const data = useInteractionData(list, open);
  const products = useProducts(list.nplIds);
  const interactions = data.data?.interactions;
  const unassessedIds = useMemo(
    () =>
      (data.data?.substances ?? [])
        .filter((s) => s.interactionStatus === 'notAssessed')
        .map((s) => s.nslId),
    [data.data?.substances],
  );
  // One call names the pairs' substances and those not assessed.
  const namedIds = useMemo(
    () => [
      ...new Set([...(interactions ?? []).flatMap((i) => i.substanceNslIds), ...unassessedIds]),
    ],
    [interactions, unassessedIds],
  );
  const substances = useSubstances(namedIds);
  // Nothing to name: no call is made, and none is waited for.
  const named = useMemo(
    () => (namedIds.length === 0 ? [] : substances.data),
    [namedIds.length, substances.data],
  );
  const names = useMemo(() => new Map((named ?? []).map((s) => [s.nslId, s.name])), [named]);

  const pairs = useMemo(() => {
    if (!interactions || !named || (list.nplIds.length > 0 && !products.data)) return null;
    return toPairs(
      interactions,
      new Map((products.data ?? []).map((p) => [p.nplId, productLabel(p)])),
      names,
    );
  }, [interactions, named, products.data, list.nplIds.length, names]);

  if (!open) return { status: 'unavailable', message: DEACTIVATED_TOOLTIP };
  if (isEmptyList(list)) return { status: 'too-few' };
  if (data.isError) return { status: 'error', retry: () => void data.refetch() };
  if (data.isPending) return { status: 'loading' };
  // The server counts a product as its substances: two known ones are needed for a pair.
  const known = data.data.substances.filter((s) => s.interactionStatus !== 'missing');
  if (known.length < 2) return { status: 'too-few' };
  if (products.isError) return { status: 'error', retry: () => void products.refetch() };
  if (substances.isError) return { status: 'error', retry: () => void substances.refetch() };
  if (pairs === null) return { status: 'loading' };
  const unassessed = unassessedIds.map((id) => names.get(id) ?? id);
  return { status: 'success', pairs, unassessed };
}
