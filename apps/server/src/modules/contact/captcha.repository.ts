import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Records that a captcha solution is used; false when it was already. One conditional insert
 * (the nonce is the primary key), so two requests with the same solution cannot both pass, even
 * on two instances. Solutions whose challenge has expired are removed first: expiry alone
 * refuses them from then on.
 */
export async function claimCaptchaSolution(
  db: Kysely<Database>,
  nonce: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.deleteFrom('captcha_solution').where('expires_at', '<', now.toISOString()).execute();
  const result = await db
    .insertInto('captcha_solution')
    .values({ nonce, expires_at: expiresAt.toISOString() })
    .onConflict((conflict) => conflict.column('nonce').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}
