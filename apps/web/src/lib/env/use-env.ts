import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEnv } from '../api-client.ts';

export function envQueryOptions() {
  return queryOptions({ queryKey: ['env'] as const, queryFn: loadEnv, staleTime: Infinity });
}

/** /env.json as React reads it: the environment and the product name, once per page load. */
export function useEnv() {
  return useQuery(envQueryOptions()).data;
}

/** PRODUCT_NAME, for the information pages' addresses; the server's default until it is known. */
export function useProductName(): string {
  return useEnv()?.PRODUCT_NAME ?? 'medkompass';
}
