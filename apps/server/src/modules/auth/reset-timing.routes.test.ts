import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { allMail } from '../mail/outbox.repository.ts';
import { createUser } from './auth-test-helpers.ts';
import * as timing from './reset-timing.ts';

// Spies around the real functions: each path's calls are counted, the work is done.
vi.mock('./reset-timing.ts', async (importOriginal) => {
  const original = await importOriginal<typeof timing>();
  return {
    ...original,
    newResetToken: vi.fn(original.newResetToken),
    answerAt: vi.fn(original.answerAt),
  };
});

// The known address's answer came about 2 ms later than an unknown one's, which told anyone timing
// it whether an address has an account. Both paths now make a token and its hash and answer at the
// same deadline after arrival; the times themselves are measured in
// bench/forgot-password-timing.ts, not asserted here.
describe('forgotPassword does the same work for every address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: '100' });
    await createUser(t, 'anna@region.se', new Date());
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.mocked(timing.newResetToken).mockClear();
    vi.mocked(timing.answerAt).mockClear();
  });

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });

  it.each([
    ['a known address', 'anna@region.se'],
    ['an unknown address', 'nobody@region.se'],
    ['a malformed address', 'nonsense'],
  ])('%s: one token and hash made, the answer at the fixed deadline', async (_name, email) => {
    const arrived = performance.now();
    expect((await forgot(email)).statusCode).toBe(202);
    expect(timing.newResetToken).toHaveBeenCalledTimes(1);
    expect(timing.answerAt).toHaveBeenCalledTimes(1);
    const [deadline] = vi.mocked(timing.answerAt).mock.calls[0] ?? [];
    // The deadline is the fixed delay after arrival (a bound on when it was set, not a timing).
    expect(deadline).toBeGreaterThanOrEqual(arrived + timing.FORGOT_PASSWORD_ANSWER_MS);
  });

  it('stores the mail of a known address before it answers, and only that one', async () => {
    const before = await mailCount(t);
    await forgot('anna@region.se');
    await forgot('nobody@region.se');
    expect(await mailCount(t)).toBe(before + 1);
  });
});

async function mailCount(t: TestApp): Promise<number> {
  const { db } = openDatabase(t.database.url);
  try {
    return (await allMail(db)).length;
  } finally {
    await db.destroy();
  }
}
