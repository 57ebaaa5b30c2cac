import type { User } from '@medkompass/contracts/auth.ts';
import { apiGet } from '../api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadUserResponseSchema = () =>
  import('@medkompass/contracts/auth.ts').then((contract) => contract.userResponseSchema);

/** GET /api/auth/user: whom a token belongs to (specification §7: it fills the user state). */
export async function fetchUser(token: string): Promise<User> {
  const { user } = await apiGet('/api/auth/user', {}, loadUserResponseSchema, undefined, { token });
  return user;
}
