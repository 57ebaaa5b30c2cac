import { queryOptions, useQuery } from '@tanstack/react-query';
import { productListResponseSchema, type Product } from '@medkompass/contracts/product.ts';
import { apiGet } from '../api-client.ts';

/** GET /api/product?ids=…: the products of the given nplIds; unknown ids are absent. */
export function fetchProducts(nplIds: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  return apiGet('/api/product', { ids: nplIds }, productListResponseSchema, signal);
}

/** Keyed by the (sorted) ids, so an answer for another list can never be shown for this one. */
export function productsQueryOptions(nplIds: readonly string[]) {
  const ids = [...nplIds].sort();
  return queryOptions({
    queryKey: ['products', ids] as const,
    queryFn: ({ signal }) => fetchProducts(ids, signal),
    enabled: ids.length > 0,
    staleTime: 10 * 60_000,
  });
}

export function useProducts(nplIds: readonly string[]) {
  return useQuery(productsQueryOptions(nplIds));
}
