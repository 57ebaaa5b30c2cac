import { useMutation } from '@tanstack/react-query';
import { acceptedResponseSchema } from '@medkompass/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/forgotPassword: mails a reset link when the address has an account. The answer
 * is 202 whatever the address, so the page can never tell whether an account exists.
 */
export async function postForgotPassword(email: string): Promise<void> {
  await apiPost('/api/auth/forgotPassword', { email }, acceptedResponseSchema, { token: null });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: postForgotPassword });
}
