import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadVersionsResponseSchema = () =>
  import('@medkompass/contracts/general.ts').then((contract) => contract.versionsResponseSchema);

/** GET /api/versions: the product's and the integrated variant's versions (§3 'Versions'). */
export function versionsQueryOptions() {
  return queryOptions({
    queryKey: ['versions'] as const,
    queryFn: ({ signal }) => apiGet('/api/versions', {}, loadVersionsResponseSchema, signal),
    staleTime: 60 * 60_000,
  });
}

/** The versions, fetched when first shown; a failure is only logged (specification §8). */
export function useVersions(enabled: boolean) {
  const query = useQuery({ ...versionsQueryOptions(), enabled });
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error('Could not fetch versions', error);
  }, [isError, error]);
  return query;
}
