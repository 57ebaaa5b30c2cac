import { networkAvailabilityResponseSchema } from '@medkompass/contracts/auth.ts';
import { apiGet } from '../api-client.ts';

/** GET /api/auth/network: whether this address gets the shared network session (ADR 17). */
export async function fetchNetworkAvailable(): Promise<boolean> {
  const { available } = await apiGet(
    '/api/auth/network',
    {},
    networkAvailabilityResponseSchema,
    undefined,
    { token: null },
  );
  return available;
}
