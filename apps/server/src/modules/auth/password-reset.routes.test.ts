import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../db/database.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { allMail } from '../mail/outbox.repository.ts';
import {
  bearer,
  createUser,
  logCollector,
  login,
  PASSWORD,
  testClock,
} from './auth-test-helpers.ts';

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpServer() {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The reset token in a received mail (quoted-printable soft line breaks undone). */
function tokenIn(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const match = /\/auth\/changePassword\/([\w-]+)/.exec(unfolded);
  if (!match?.[1]) throw new Error(`no reset link in mail:\n${raw}`);
  return match[1];
}

const NEW_PASSWORD = 'ett-helt-nytt-losenord';

describe.each(testDatabaseKinds)('password reset by e-mail on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const clock = testClock();
  const logs = logCollector();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(
      kind,
      {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://medkompass.example.se',
        LOG_LEVEL: 'info',
        RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: '1000',
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      },
      { now: clock.now, logStream: logs.stream },
    );
    await createUser(t, 'anna@region.se', clock.now());
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /**
   * forgotPassword answers at a fixed time after arrival (so its timing tells no one whether an
   * address has an account), and a delivery still running then goes on after the answer: for the
   * account's address, wait until the mail has arrived.
   */
  const forgot = async (email: string) => {
    const before = smtp.received.length;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email },
    });
    if (email === 'anna@region.se')
      await vi.waitFor(() => {
        expect(smtp.received.length).toBeGreaterThan(before);
      });
    return answer;
  };
  const change = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/changePassword', payload: { token, password } });

  it('answers the same for known, unknown and malformed addresses, mailing only the known', async () => {
    const answers = await Promise.all(
      ['anna@region.se', 'nobody@region.se', 'nonsense'].map(forgot),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ status: 'accepted' });
    }
    expect(smtp.received.map((m) => m.to)).toEqual([['anna@region.se']]);
    expect(smtp.received[0]?.raw.replace(/=\r?\n/g, '')).toContain(
      'https://medkompass.example.se/auth/changePassword/',
    );
  });

  it('changes the password with the link, once, and ends every session', async () => {
    const session = (await login(t, 'anna@region.se', PASSWORD)).json<{ token: string }>().token;
    const token = tokenIn(smtp.received.at(-1)?.raw ?? '');

    expect((await change(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: bearer(session) })).statusCode,
    ).toBe(401);
    expect((await login(t, 'anna@region.se', PASSWORD)).statusCode).toBe(401);
    expect((await login(t, 'anna@region.se', NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await change(token, 'yet-another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json<{ error: { code: string } }>().error.code).toBe('invalid_token');
  });

  it('uses up every other outstanding link when the password changes', async () => {
    expect((await forgot('anna@region.se')).statusCode).toBe(202);
    const first = tokenIn(smtp.received.at(-1)?.raw ?? '');
    expect((await forgot('anna@region.se')).statusCode).toBe(202);
    const second = tokenIn(smtp.received.at(-1)?.raw ?? '');
    expect(first).not.toBe(second);

    expect((await change(second, 'a-third-password-here')).statusCode).toBe(200);
    const older = await change(first, 'a-fourth-password-here');
    expect(older.statusCode).toBe(400);
    expect(older.json<{ error: { code: string } }>().error.code).toBe('invalid_token');
    expect((await login(t, 'anna@region.se', 'a-third-password-here')).statusCode).toBe(200);
  });

  it('refuses a link older than an hour', async () => {
    await forgot('anna@region.se');
    const token = tokenIn(smtp.received.at(-1)?.raw ?? '');
    clock.advanceMinutes(61);
    expect(
      (await change(token, 'ett-annat-nytt-losenord')).json<{ error: { code: string } }>().error
        .code,
    ).toBe('invalid_token');
  });

  it('refuses a short password, and the e-mail address as password, keeping the link usable', async () => {
    await forgot('anna@region.se');
    const token = tokenIn(smtp.received.at(-1)?.raw ?? '');
    const short = await change(token, 'kort');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { message: string } }>().error.message).toContain('minst 12 tecken');
    const email = await change(token, 'ANNA@region.se');
    expect(email.json<{ error: { code: string } }>().error.code).toBe('weak_password');
    // A refused password does not use the link up: the user can try again with a better one.
    expect((await change(token, 'ett-tredje-nytt-losenord')).statusCode).toBe(200);
    expect((await login(t, 'anna@region.se', 'ett-tredje-nytt-losenord')).statusCode).toBe(200);
  });

  it('keeps the token of a reset link opened in the browser out of the request log', async () => {
    await forgot('anna@region.se');
    const token = tokenIn(smtp.received.at(-1)?.raw ?? '');
    await t.app.inject({ url: `/auth/changePassword/${token}` });
    await t.app.inject({ url: `/en/auth/changePassword/${token}?x=1` });
    const all = logs.lines.join('\n');
    expect(all).toContain('"url":"/auth/changePassword/[redacted]"');
    expect(all).toContain('"url":"/en/auth/changePassword/[redacted]?x=…"');
    expect(all).not.toContain(token);
  });

  it('refuses an unknown token', async () => {
    expect((await change('made-up-token', NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('keeps tokens, passwords and hashes out of the logs and delivered mail in the outbox', async () => {
    const all = logs.lines.join('\n');
    expect(all).not.toContain(NEW_PASSWORD);
    expect(all).not.toMatch(/\$argon2|changePassword\/[\w-]{20,}/);
    const { db } = openDatabase(t.database.url);
    try {
      // Marked sent when the SMTP server has acknowledged it, which may follow the answer.
      const mail = await vi.waitFor(async () => {
        const rows = await allMail(db);
        expect(rows.every((m) => m.sent_at !== null)).toBe(true);
        return rows;
      });
      expect(mail.length).toBe(smtp.received.length);
      // Delivered mail keeps no live token: a database reader cannot use the link.
      for (const m of mail) {
        expect(m.body).toContain('/auth/changePassword/[raderad efter leverans]');
        expect(m.body).not.toMatch(/changePassword\/[\w-]{20,}/);
      }
    } finally {
      await db.destroy();
    }
  });
});

describe('password reset without SMTP', () => {
  it('keeps the mail in the outbox and writes it to the log', async () => {
    const clock = testClock();
    const logs = logCollector();
    const t = await startTestApp(
      'sqlite',
      { LOG_LEVEL: 'info' },
      { now: clock.now, logStream: logs.stream },
    );
    try {
      await createUser(t, 'bo@region.se', clock.now());
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { email: 'bo@region.se' },
      });
      const { db } = openDatabase(t.database.url);
      const mail = await allMail(db);
      await db.destroy();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        to_address: 'bo@region.se',
        sent_at: null,
        subject: 'Byt lösenord i Medkompass',
      });
      expect(logs.lines.join('\n')).toContain('No SMTP configured: mail kept in the outbox');
    } finally {
      await t.close();
    }
  });
});
