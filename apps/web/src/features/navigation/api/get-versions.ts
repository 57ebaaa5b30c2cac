import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { versionsResponseSchema } from '@medkompass/contracts/general.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/versions: the product's and the integrated variant's versions (§3 'Versions'). */
export function versionsQueryOptions() {
  return queryOptions({
    queryKey: ['versions'] as const,
    queryFn: ({ signal }) => apiGet('/api/versions', {}, versionsResponseSchema, signal),
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
