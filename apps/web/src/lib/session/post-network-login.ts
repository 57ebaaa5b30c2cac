import { apiPost } from '../api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadLoginResponseSchema = () =>
  import('@medkompass/contracts/auth.ts').then((contract) => contract.loginResponseSchema);

/** POST /api/auth/network-login: the shared network session, granted by address alone. */
export async function postNetworkLogin(): Promise<string> {
  const { token } = await apiPost('/api/auth/network-login', undefined, loadLoginResponseSchema, {
    token: null,
  });
  return token;
}
