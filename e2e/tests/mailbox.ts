import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from '../support/e2e-settings.ts';

interface CaughtMail {
  to: string[];
  raw: string;
}

function mailTo(address: string): CaughtMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), 'utf8')) as CaughtMail)
    .filter((mail) => mail.to.includes(address));
}

/** A quoted-printable body as text: soft line breaks undone, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  return unfolded.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'),
  );
}

/**
 * Every mail the e2e SMTP server has caught for an address, in order, as readable text (headers
 * as sent, the quoted-printable body decoded).
 */
export function mailTextsTo(address: string): string[] {
  return mailTo(address).map((mail) => decodeQuotedPrintable(mail.raw));
}

/** How many mails the e2e SMTP server has caught for an address. */
export function mailCount(address: string): number {
  return mailTo(address).length;
}

/**
 * The password-reset link of the next mail to an address, once the SMTP server has caught it
 * (quoted-printable soft line breaks undone).
 */
export async function nextResetLink(address: string, before: number): Promise<URL> {
  let raw = '';
  await expect
    .poll(
      () => {
        raw = mailTo(address)[before]?.raw ?? '';
        return raw;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const unfolded = raw.replace(/=\r?\n/g, '');
  const link = /https?:\/\/\S+\/auth\/changePassword\/[\w-]+/.exec(unfolded)?.[0];
  if (link === undefined) throw new Error(`no reset link in the mail:\n${raw}`);
  return new URL(link);
}
