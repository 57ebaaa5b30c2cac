import { useQuery } from '@tanstack/react-query';
import type { Interaction } from '@medkompass/contracts/interaction.ts';
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

function classificationOf(interaction: Interaction): InteractionClassification {
  return { severity: interaction.sevClassification, documentation: interaction.docClassification };
}

function substanceIdsOf(product: Product): string[] {
  return product.drugFormGroups.flatMap((group) => group.substances.map(({ nslId }) => nslId));
}

function toPairs(
  interactions: readonly Interaction[],
  products: readonly Product[],
  names: ReadonlyMap<string, string>,
): InteractionPair[] {
  const side = (nslId: string): PairSide => ({
    nslId,
    name: names.get(nslId) ?? nslId,
    productNames: products
      .filter((product) => substanceIdsOf(product).includes(nslId))
      .map((product) => product.name),
  });
  return interactions
    .map((interaction) => ({
      id: interaction.id,
      sides: [side(interaction.substanceNslIds[0]), side(interaction.substanceNslIds[1])] as [
        PairSide,
        PairSide,
      ],
      classification: classificationOf(interaction),
    }))
    .sort((a, b) => compareInteractionSeverity(a.classification, b.classification));
}

/**
 * Interactions of the current search list: products are resolved to their substances, which
 * with the chosen substances go to /api/interaction. Every query is keyed by its ids, so a
 * response for an earlier list is never shown.
 */
export function useSearchInteractions(): SearchInteractionsState {
  const { entries } = useSearchList();
  const nplIds = validIdsOfKind(entries, 'product');
  const chosenNslIds = validIdsOfKind(entries, 'substance');

  const products = useQuery(productsQueryOptions(nplIds));
  const productsReady = nplIds.length === 0 || products.isSuccess;
  const productList = nplIds.length === 0 ? [] : (products.data ?? []);
  const nslIds = productsReady
    ? [...new Set([...productList.flatMap(substanceIdsOf), ...chosenNslIds])]
    : [];

  const interactions = useInteractions(nslIds);
  const substances = useQuery({
    ...substancesQueryOptions(nslIds),
    enabled: nslIds.length >= 2,
  });

  if (products.isError) return { status: 'error', retry: () => void products.refetch() };
  if (!productsReady) return { status: 'loading' };
  if (nslIds.length < 2) return { status: 'too-few' };
  if (interactions.isError) return { status: 'error', retry: () => void interactions.refetch() };
  if (substances.isError) return { status: 'error', retry: () => void substances.refetch() };
  if (interactions.isPending || substances.isPending) return { status: 'loading' };

  const names = new Map(substances.data.map((substance) => [substance.nslId, substance.name]));
  return { status: 'success', pairs: toPairs(interactions.data, productList, names) };
}
