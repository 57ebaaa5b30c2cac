import { userResponseSchema, type User } from '@medkompass/contracts/auth.ts';
import { apiGet } from '../api-client.ts';

/** GET /api/auth/user: whom a token belongs to (specification §7: it fills the user state). */
export async function fetchUser(token: string): Promise<User> {
  const { user } = await apiGet('/api/auth/user', {}, userResponseSchema, undefined, { token });
  return user;
}
