import { apiGet } from '../api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadNetworkAvailabilityResponseSchema = () =>
  import('@medkompass/contracts/auth.ts').then(
    (contract) => contract.networkAvailabilityResponseSchema,
  );

/** GET /api/auth/network: whether this address gets the shared network session (ADR 17). */
export async function fetchNetworkAvailable(): Promise<boolean> {
  const { available } = await apiGet(
    '/api/auth/network',
    {},
    loadNetworkAvailabilityResponseSchema,
    undefined,
    { token: null },
  );
  return available;
}
