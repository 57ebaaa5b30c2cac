import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { openDatabase } from '../../db/database.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { QUICK_CAPTCHA, solvedCaptcha, VALID_MESSAGE } from './contact-test-helpers.ts';

describe('the contact form rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { ...QUICK_CAPTCHA, RATE_LIMIT_CONTACT_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After beyond the hourly limit, whichever path is used', async () => {
    const post = async (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: { ...VALID_MESSAGE, altcha: await solvedCaptcha(t.app) },
      });
    expect((await post('/api/contact_form/')).statusCode).toBe(201);
    expect((await post('/api/contact_form')).statusCode).toBe(201);
    const limited = await post('/api/contact_form/');
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('stores messages without mailing them when CONTACT_TO is not set', async () => {
    const handle = openDatabase(t.database.url);
    try {
      const rows = await handle.db.selectFrom('contact_message').select('mail_id').execute();
      expect(rows).toEqual([{ mail_id: null }, { mail_id: null }]);
      expect(await handle.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await handle.db.destroy();
    }
  });
});
