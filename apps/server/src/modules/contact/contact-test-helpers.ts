import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { captchaChallengeSchema, type ContactMessage } from '@medkompass/contracts/contact.ts';

/** Settings that make a challenge quick to solve in a test (a real proof of work all the same). */
export const QUICK_CAPTCHA = { CAPTCHA_COST: '1', CAPTCHA_MAX_NUMBER: '40' };

/** A challenge from the app, solved as the widget solves it, as the widget's payload. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ url: '/api/captcha/challenge' });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.body}`);
  const challenge = captchaChallengeSchema.parse(response.json());
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const VALID_MESSAGE: ContactMessage = {
  domain: 'interactions',
  role: 'nurse',
  firstName: 'Åsa',
  lastName: "O'Brien-Öberg",
  email: 'asa.oberg@region-test.se',
  message: 'Hur ska jag tolka klassificeringen C3 för warfarin och paracetamol?',
  context: 'interactions',
};

export interface SmtpCatcher {
  port: number;
  /** Every message received, as raw RFC 5322 text. */
  received: string[];
  /** Resolves when `count` messages have arrived (rejects after a few seconds). */
  waitFor(count: number): Promise<string[]>;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    waitFor: async (count) => {
      const deadline = Date.now() + 5000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${received.length} of ${count} mails`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
