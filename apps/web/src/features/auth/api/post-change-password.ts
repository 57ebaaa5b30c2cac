import { useMutation } from '@tanstack/react-query';
import { acceptedResponseSchema } from '@medkompass/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  /** The token of the mailed link (/auth/changePassword/{token}). */
  token: string;
  password: string;
}

/**
 * POST /api/auth/changePassword: a new password with a reset link's token (single-use, one
 * hour). Refusals come as codes: `invalid_token`, `weak_password`, `validation`, `rate_limited`.
 */
export async function postChangePassword({ token, password }: ChangePasswordInput): Promise<void> {
  await apiPost('/api/auth/changePassword', { token, password }, acceptedResponseSchema, {
    token: null,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
