import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captchaChallengeSchema,
  contactFormResponseSchema,
} from '@medkompass/contracts/contact.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { listContactCommand } from '../../cli/contact-commands.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import {
  QUICK_CAPTCHA,
  solvedCaptcha,
  startSmtpCatcher,
  VALID_MESSAGE,
  type SmtpCatcher,
} from './contact-test-helpers.ts';

const CONTACT_TO = 'kontakt@medkompass-test.se';

/** A quoted-printable mail body as text. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe.each(testDatabaseKinds)('the contact form on %s', (kind) => {
  let t: TestApp;
  let handle: DatabaseHandle;
  let smtp: SmtpCatcher;
  const logLines: string[] = [];
  // The app's clock; a test moves it forward to expire a challenge.
  let clockOffsetMs = 0;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await startTestApp(
      kind,
      {
        ...QUICK_CAPTCHA,
        CONTACT_TO,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        RATE_LIMIT_CONTACT_PER_HOUR: '1000',
        LOG_LEVEL: 'trace',
      },
      { now: () => new Date(Date.now() + clockOffsetMs), logStream },
    );
    handle = openDatabase(t.database.url);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await t.close();
    await smtp.close();
  });

  const send = (body: object, url = '/api/contact_form/') =>
    t.app.inject({ method: 'POST', url, payload: body });
  const storedMessages = () =>
    handle.db.selectFrom('contact_message').selectAll().orderBy('id').execute();

  it('gives a signed, expiring challenge that no cache may keep', async () => {
    const response = await t.app.inject({ url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = captchaChallengeSchema.parse(response.json());
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(ttl).toBeGreaterThan(890_000);
    expect(ttl).toBeLessThanOrEqual(900_000);
  });

  it('stores a message before answering 201, and mails it to CONTACT_TO from the outbox', async () => {
    const response = await send({ ...VALID_MESSAGE, altcha: await solvedCaptcha(t.app) });
    expect(response.statusCode).toBe(201);
    expect(contactFormResponseSchema.parse(response.json())).toEqual({ status: 'received' });

    // Committed before the answer: readable the moment it arrives, from another connection.
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({
      domain: 'interactions',
      role: 'nurse',
      first_name: 'Åsa',
      last_name: "O'Brien-Öberg",
      email: 'asa.oberg@region-test.se',
      context: 'interactions',
      message: VALID_MESSAGE.message,
    });
    const mail = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', stored?.mail_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: CONTACT_TO, reply_to: 'asa.oberg@region-test.se' });

    const [raw] = await smtp.waitFor(1);
    expect(raw).toContain(`To: ${CONTACT_TO}`);
    expect(raw).toContain('Reply-To: asa.oberg@region-test.se');
    expect(raw).toMatch(/^Subject: .*Kontaktformul/m);
    const body = decodeQuotedPrintable(raw ?? '');
    expect(body).toContain('Avsändarens roll: sjuksköterska');
    expect(body).toContain("Namn: Åsa O'Brien-Öberg");
    expect(body).toContain(VALID_MESSAGE.message);
    await expect
      .poll(
        async () =>
          (
            await handle.db
              .selectFrom('mail_outbox')
              .select('sent_at')
              .where('id', '=', mail.id)
              .executeTakeFirstOrThrow()
          ).sent_at,
      )
      .not.toBeNull();
  });

  it('accepts the path without its trailing slash too', async () => {
    const response = await send(
      { ...VALID_MESSAGE, domain: 'general', context: '', altcha: await solvedCaptcha(t.app) },
      '/api/contact_form',
    );
    expect(response.statusCode).toBe(201);
    expect((await storedMessages()).at(-1)).toMatchObject({ domain: 'general', context: '' });
  });

  it('refuses invalid fields with 400 naming each, and stores nothing', async () => {
    const before = (await storedMessages()).length;
    const cases: [object, string][] = [
      [{ firstName: 'A' }, 'body.firstName'],
      [{ lastName: 'R2D2' }, 'body.lastName'],
      [{ email: 'asa@region' }, 'body.email'],
      [{ message: 'Hej' }, 'body.message'],
      [{ message: 'x'.repeat(721) }, 'body.message'],
      [{ role: 'admin' }, 'body.role'],
      [{ domain: 'billing' }, 'body.domain'],
      [{ context: '<script>' }, 'body.context'],
    ];
    for (const [change, path] of cases) {
      const response = await send({ ...VALID_MESSAGE, altcha: 'eA==', ...change });
      expect(response.statusCode, path).toBe(400);
      const { error } = apiErrorSchema.parse(response.json());
      expect(error.code).toBe('validation');
      expect(error.issues?.map((issue) => issue.path)).toEqual([path]);
    }
    const { error } = apiErrorSchema.parse(
      (await send({ ...VALID_MESSAGE, message: 'Hej' })).json(),
    );
    expect(error.issues?.map((i) => i.path).sort()).toEqual(['body.altcha', 'body.message']);
    expect(await storedMessages()).toHaveLength(before);
  });

  it('refuses a missing, unreadable, wrong or forged captcha', async () => {
    const before = (await storedMessages()).length;
    const missing = await send(VALID_MESSAGE);
    expect(apiErrorSchema.parse(missing.json()).error.issues?.[0]?.path).toBe('body.altcha');

    const expectCode = async (altcha: string, code: string) => {
      const response = await send({ ...VALID_MESSAGE, altcha });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe(code);
    };
    await expectCode('inte base64 json', 'captcha_invalid');
    await expectCode(Buffer.from('{"challenge":1}').toString('base64'), 'captcha_invalid');

    const solved = JSON.parse(Buffer.from(await solvedCaptcha(t.app), 'base64').toString()) as {
      challenge: { parameters: Record<string, unknown>; signature: string };
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    // The wrong answer to a real challenge: a key other than the one the work finds.
    const { derivedKey } = solved.solution;
    const wrongKey = `${derivedKey.slice(0, -1)}${derivedKey.endsWith('0') ? '1' : '0'}`;
    await expectCode(
      encode({ ...solved, solution: { ...solved.solution, derivedKey: wrongKey } }),
      'captcha_invalid',
    );
    // A cheaper challenge made up by the client: its signature no longer matches.
    await expectCode(
      encode({
        ...solved,
        challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 2 } },
      }),
      'captcha_invalid',
    );
    expect(await storedMessages()).toHaveLength(before);
  });

  it('accepts a solution once: a replay is refused and stores nothing', async () => {
    const altcha = await solvedCaptcha(t.app);
    expect((await send({ ...VALID_MESSAGE, altcha })).statusCode).toBe(201);
    const count = (await storedMessages()).length;
    const replay = await send({ ...VALID_MESSAGE, message: 'Samma lösning en gång till.', altcha });
    expect(replay.statusCode).toBe(400);
    expect(apiErrorSchema.parse(replay.json()).error.code).toBe('captcha_used');
    expect(await storedMessages()).toHaveLength(count);
  });

  it('refuses a solution whose challenge has expired', async () => {
    const altcha = await solvedCaptcha(t.app);
    clockOffsetMs = 901_000;
    try {
      const response = await send({ ...VALID_MESSAGE, altcha });
      expect(response.statusCode).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('captcha_expired');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('lists the messages for the operator, newest first, with their delivery', async () => {
    const lines: string[] = [];
    const out = { info: (l: string) => lines.push(l), problem: (l: string) => lines.push(l) };
    await listContactCommand(handle.db, 2, out);
    const text = lines.join('\n');
    expect(text).toContain("Från: Åsa O'Brien-Öberg <asa.oberg@region-test.se>, sjuksköterska");
    expect(text).toMatch(/Interaktioner/);
    expect(text).toMatch(/Leverans: e-post (skickad|väntar)/);
    expect(lines.filter((line) => line.startsWith('#'))).toHaveLength(2);
  });

  it('writes nothing the senders wrote to the log', () => {
    const log = logLines.join('');
    expect(log).toContain('Contact message stored');
    for (const secret of ['Åsa', 'Öberg', 'asa.oberg', 'warfarin', 'Samma lösning']) {
      expect(log).not.toContain(secret);
    }
  });
});
