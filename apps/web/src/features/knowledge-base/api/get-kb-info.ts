import { queryOptions, useQuery } from '@tanstack/react-query';
import { kbInfoResponseSchema, type KbInfo } from '@medkompass/contracts/kb-info.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function fetchKbInfo(signal?: AbortSignal): Promise<KbInfo> {
  return apiGet('/api/kb/info', {}, kbInfoResponseSchema, signal);
}

export function kbInfoQueryOptions() {
  return queryOptions({
    queryKey: ['kb-info'] as const,
    queryFn: ({ signal }) => fetchKbInfo(signal),
    staleTime: 30 * 60_000,
  });
}

export function useKbInfo() {
  return useQuery(kbInfoQueryOptions());
}
