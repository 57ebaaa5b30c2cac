import { apiPost } from '../api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadAcceptedResponseSchema = () =>
  import('@medkompass/contracts/auth.ts').then((contract) => contract.acceptedResponseSchema);

/** POST /api/auth/logout: ends every session of the user on the server. */
export async function postLogout(token: string): Promise<void> {
  await apiPost('/api/auth/logout', undefined, loadAcceptedResponseSchema, { token });
}
