import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadAcceptedResponseSchema = () =>
  import('@medkompass/contracts/auth.ts').then((contract) => contract.acceptedResponseSchema);

/**
 * POST /api/auth/forgotPassword: mails a reset link when the address has an account. The answer
 * is 202 whatever the address, so the page can never tell whether an account exists.
 */
export async function postForgotPassword(email: string): Promise<void> {
  await apiPost('/api/auth/forgotPassword', { email }, loadAcceptedResponseSchema, { token: null });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
