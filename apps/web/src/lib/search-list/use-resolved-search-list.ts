import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { productLabel } from '@medkompass/assessment/product-label.ts';
import { substanceName } from '@medkompass/assessment/substance-name.ts';
import { useLocation } from 'react-router';
import { languageOfPath } from '../page-language.ts';
import { productsQueryOptions } from './get-products.ts';
import { substancesQueryOptions } from './get-substances.ts';
import { hasValidId, validIdsOfKind, type SearchListEntry } from './search-list-params.ts';

/** A search-list entry with what the knowledge base knows of it. */
export type ResolvedEntry = SearchListEntry &
  (
    | { status: 'loading' }
    /** `name`: a substance's name; a product's name, strength and form ('Ipren 5 % gel'). */
    | { status: 'resolved'; name: string }
    /** Not in the knowledge base, or not a well-formed id: shown with a warning, never dropped. */
    | { status: 'unknown' }
    | { status: 'error' }
  );

function resolveEntry(
  entry: SearchListEntry,
  names: ReadonlyMap<string, string>,
  query: UseQueryResult,
): ResolvedEntry {
  if (!hasValidId(entry)) return { ...entry, status: 'unknown' };
  const name = names.get(entry.id);
  if (name !== undefined) return { ...entry, status: 'resolved', name };
  if (query.isError) return { ...entry, status: 'error' };
  // An answer for an earlier list (placeholder) says nothing about an id it did not ask for.
  if (query.isPending || query.isPlaceholderData) return { ...entry, status: 'loading' };
  return { ...entry, status: 'unknown' };
}

/**
 * Names for the entries of the search list, from /api/product and /api/substance; a product by
 * name, strength and form, since products of one name may be assessed differently. On English
 * pages substances go by their English names and forms by theirs, where the knowledge base has them.
 * While a new list loads, names already known from the previous answer stay, so tags do not
 * flicker.
 */
export function useResolvedSearchList(entries: readonly SearchListEntry[]) {
  const language = languageOfPath(useLocation().pathname);
  const products = useQuery({
    ...productsQueryOptions(validIdsOfKind(entries, 'product')),
    placeholderData: keepPreviousData,
  });
  const substances = useQuery({
    ...substancesQueryOptions(validIdsOfKind(entries, 'substance')),
    placeholderData: keepPreviousData,
  });

  const productNames = new Map(
    products.data?.map((product) => [product.nplId, productLabel(product, language)]),
  );
  const substanceNames = new Map(
    substances.data?.map((substance) => [substance.nslId, substanceName(substance, language)]),
  );

  const resolved = entries.map((entry) =>
    entry.kind === 'product'
      ? resolveEntry(entry, productNames, products)
      : resolveEntry(entry, substanceNames, substances),
  );

  return {
    entries: resolved,
    isError: products.isError || substances.isError,
    retry: () => {
      if (products.isError) void products.refetch();
      if (substances.isError) void substances.refetch();
    },
  };
}
