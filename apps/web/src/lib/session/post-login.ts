import { apiPost } from '../api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadLoginResponseSchema = () =>
  import('@medkompass/contracts/auth.ts').then((contract) => contract.loginResponseSchema);

/**
 * POST /api/auth/login: e-mail and password for a token. Sent without the current session's
 * token. Not a TanStack query: the answer becomes the session itself (session-store.ts).
 */
export async function postLogin(email: string, password: string): Promise<string> {
  const { token } = await apiPost('/api/auth/login', { email, password }, loadLoginResponseSchema, {
    token: null,
  });
  return token;
}
