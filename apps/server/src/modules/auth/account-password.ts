import type { Kysely } from 'kysely';
import { MIN_PASSWORD_LENGTH } from '@medkompass/contracts/auth.ts';
import type { Database } from '../../db/schema.ts';
import { hashPassword } from './password-hashing.ts';
import { expireResetTokens } from './password-reset.repository.ts';
import { bumpTokenVersion, normaliseEmail, updateUser } from './users.repository.ts';

/** What is wrong with a new password, or null: at least 12 characters, and not the e-mail. */
export function passwordProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Lösenordet ska ha minst ${MIN_PASSWORD_LENGTH} tecken.`;
  if (normaliseEmail(password) === normaliseEmail(email))
    return 'Lösenordet får inte vara e-postadressen.';
  return null;
}

/**
 * Sets a new password, lifts any lockout, ends every session of the user and uses up every
 * reset link still outstanding, in one transaction.
 */
export async function replacePassword(
  db: Kysely<Database>,
  userId: string,
  password: string,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await updateUser(
      trx,
      userId,
      { password_hash: passwordHash, failed_login_attempt: 0, locked_until: null },
      now,
    );
    await bumpTokenVersion(trx, userId, now);
    await expireResetTokens(trx, userId, now);
  });
}
