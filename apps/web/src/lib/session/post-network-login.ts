import { loginResponseSchema } from '@medkompass/contracts/auth.ts';
import { apiPost } from '../api-client.ts';

/** POST /api/auth/network-login: the shared network session, granted by address alone. */
export async function postNetworkLogin(): Promise<string> {
  const { token } = await apiPost('/api/auth/network-login', undefined, loginResponseSchema, {
    token: null,
  });
  return token;
}
