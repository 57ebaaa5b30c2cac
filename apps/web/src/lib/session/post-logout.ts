import { acceptedResponseSchema } from '@medkompass/contracts/auth.ts';
import { apiPost } from '../api-client.ts';

/** POST /api/auth/logout: ends every session of the user on the server. */
export async function postLogout(token: string): Promise<void> {
  await apiPost('/api/auth/logout', undefined, acceptedResponseSchema, { token });
}
