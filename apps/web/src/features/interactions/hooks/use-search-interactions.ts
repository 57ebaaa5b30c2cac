import { useQuery } from '@tanstack/react-query';
import type { AssessedInteraction } from '@medkompass/contracts/interaction-assessment.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import {
  compareInteractionSeverity,
  type InteractionClassification,
} from '@medkompass/clinical/interaction-classification.ts';
import { productsQueryOptions } from '../../../lib/search-list/get-products.ts';
import { substancesQueryOptions } from '../../../lib/search-list/get-substances.ts';
import { validIdsOfKind } from '../../../lib/search-list/search-list-params.ts';
import { useSearchList } from '../../../lib/search-list/use-search-list.ts';
import { useInteractions } from '../api/get-interactions.ts';

/** One side of an interacting pair: the substance and the chosen products that contain it. */
export interface PairSide {
  nslId: string;
  name: string;
  productNames: string[];
}

export interface InteractionPair {
  id: string;
  sides: [PairSide, PairSide];
  classification: InteractionClassification;
}

export type SearchInteractionsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'too-few' }
  | { status: 'success'; pairs: InteractionPair[] };

function classificationOf(interaction: AssessedInteraction): InteractionClassification {
  return { severity: interaction.sevClassification, documentation: interaction.docClassification };
}

function substanceIdsOf(product: Product): string[] {
  return product.drugFormGroups.flatMap((group) => group.substances.map(({ nslId }) => nslId));
}

function toPairs(
  interactions: readonly AssessedInteraction[],
  products: readonly Product[],
  names: ReadonlyMap<string, string>,
): InteractionPair[] {
  const productNames = new Map(products.map((product) => [product.nplId, product.name]));
  // A side names the chosen products that bring its substance in (server: searchEntries).
  const side = (
    nslId: string,
    entries: AssessedInteraction['searchEntries'][number],
  ): PairSide => ({
    nslId,
    name: names.get(nslId) ?? nslId,
    productNames: [
      ...new Set(
        entries.flatMap((entry) =>
          entry.nplId === null ? [] : [productNames.get(entry.nplId) ?? entry.nplId],
        ),
      ),
    ],
  });
  return interactions
    .map((interaction) => ({
      id: interaction.id,
      sides: [
        side(interaction.substanceNslIds[0], interaction.searchEntries[0]),
        side(interaction.substanceNslIds[1], interaction.searchEntries[1]),
      ] as [PairSide, PairSide],
      classification: classificationOf(interaction),
    }))
    .sort((a, b) => compareInteractionSeverity(a.classification, b.classification));
}

/**
 * Interactions of the current search list: the chosen substances and products go to
 * /api/interaction as they are, so the server can apply drug-form classifications; products are
 * resolved here only to tell whether the list holds two substances. Every query is keyed by its
 * ids, so a response for an earlier list is never shown.
 */
export function useSearchInteractions(): SearchInteractionsState {
  const { entries } = useSearchList();
  const nplIds = validIdsOfKind(entries, 'product');
  const chosenNslIds = validIdsOfKind(entries, 'substance');

  const products = useQuery(productsQueryOptions(nplIds));
  const productsReady = nplIds.length === 0 || products.isSuccess;
  const productList = nplIds.length === 0 ? [] : (products.data ?? []);
  const substanceCount = new Set([...productList.flatMap(substanceIdsOf), ...chosenNslIds]).size;
  const enough = productsReady && substanceCount >= 2;

  const interactions = useInteractions(chosenNslIds, nplIds, enough);
  const pairSubstances = [...new Set((interactions.data ?? []).flatMap((i) => i.substanceNslIds))];
  const substances = useQuery({
    ...substancesQueryOptions(pairSubstances),
    enabled: pairSubstances.length > 0,
  });

  if (products.isError) return { status: 'error', retry: () => void products.refetch() };
  if (!productsReady) return { status: 'loading' };
  if (!enough) return { status: 'too-few' };
  if (interactions.isError) return { status: 'error', retry: () => void interactions.refetch() };
  if (interactions.isPending) return { status: 'loading' };
  if (pairSubstances.length === 0) return { status: 'success', pairs: [] };
  if (substances.isError) return { status: 'error', retry: () => void substances.refetch() };
  if (substances.isPending) return { status: 'loading' };

  const names = new Map(substances.data.map((substance) => [substance.nslId, substance.name]));
  return { status: 'success', pairs: toPairs(interactions.data, productList, names) };
}
