import { loginResponseSchema } from '@medkompass/contracts/auth.ts';
import { apiPost } from '../api-client.ts';

/**
 * POST /api/auth/login: e-mail and password for a token. Sent without the current session's
 * token. Not a TanStack query: the answer becomes the session itself (session-store.ts).
 */
export async function postLogin(email: string, password: string): Promise<string> {
  const { token } = await apiPost('/api/auth/login', { email, password }, loginResponseSchema, {
    token: null,
  });
  return token;
}
