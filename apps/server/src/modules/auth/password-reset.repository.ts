import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function insertResetToken(
  db: Kysely<Database>,
  token: { tokenHash: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .insertInto('password_reset_token')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      expires_at: token.expiresAt.toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The user of an unused, unexpired token, without using it up; null for any other token. */
export async function findResetTokenUser(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const row = await db
    .selectFrom('password_reset_token')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Marks an unused, unexpired token used and returns its user, in one statement, so two
 * simultaneous requests with the same token cannot both succeed.
 */
export async function consumeResetToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const row = await db
    .updateTable('password_reset_token')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Uses up every outstanding reset token of a user: once the password has changed, an older link
 * (perhaps in a mailbox someone else reads) must not change it again.
 */
export async function expireResetTokens(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('password_reset_token')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
