import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  sourceStatusListResponseSchema,
  type SourceStatus,
} from '@medkompass/contracts/general.ts';
import { apiGet } from '../api-client.ts';

/** GET /api/source: every source and whether the operator has it switched on. */
export function fetchSourceStatus(signal?: AbortSignal): Promise<SourceStatus[]> {
  return apiGet('/api/source', {}, sourceStatusListResponseSchema, signal);
}

export function sourceStatusQueryOptions() {
  return queryOptions({
    queryKey: ['source-status'] as const,
    queryFn: ({ signal }) => fetchSourceStatus(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSourceStatus() {
  return useQuery(sourceStatusQueryOptions());
}
