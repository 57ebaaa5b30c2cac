import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * forgotPassword answers this long after its request arrived, for a known, an unknown and a
 * malformed address alike, so the answer's timing does not tell whether an address has an
 * account (the known path, which stores a token and a mail, answered about 2 ms later, and with
 * SMTP it would wait for the delivery). Well above what the known path takes with a local SMTP
 * relay; a delivery still running then goes on after the answer.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 300;

/** A reset token and the hash it is stored as; made on every path, kept only for a known one. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: createHash('sha256').update(token).digest('hex') };
}

/**
 * Waits for `work` until `deadline` (a performance.now() time), then answers at the deadline
 * whatever the work did: a failure before it is thrown, one after it is left to the work's own
 * logging (the mailer's retries).
 */
export async function answerAt(deadline: number, work: Promise<void>): Promise<void> {
  const remaining = () => Math.max(0, deadline - performance.now());
  const failure = await Promise.race([
    work.then(
      () => null,
      (error: unknown) => ({ error }),
    ),
    sleep(remaining()).then(() => null),
  ]);
  await sleep(remaining());
  if (failure !== null) throw failure.error;
}
