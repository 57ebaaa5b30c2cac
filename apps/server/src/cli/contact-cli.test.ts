import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { insertContactMessage } from '../modules/contact/contact.repository.ts';
import { CommandError } from './cli-support.ts';
import { parseContactArgs } from './contact-cli.ts';

const run = promisify(execFile);
const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contact-cli.ts');

describe('./task contact', () => {
  it('reads list and its --limit', () => {
    expect(parseContactArgs(['list'])).toEqual({ command: 'list', limit: 20 });
    expect(parseContactArgs(['list', '--limit', '5'])).toEqual({ command: 'list', limit: 5 });
  });

  it('refuses unknown commands, arguments and options with the usage', () => {
    for (const argv of [[], ['show'], ['list', 'extra'], ['list', '--all'], ['list', '--limit']]) {
      expect(() => parseContactArgs(argv), argv.join(' ')).toThrow(CommandError);
      expect(() => parseContactArgs(argv)).toThrow(/Användning: \.\/task contact/);
    }
    expect(() => parseContactArgs(['list', '--limit', '0'])).toThrow('--limit ska vara');
  });

  it('exits non-zero with the usage on standard error, and lists on the configured database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-contact-cli-'));
    const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}` };
    try {
      const failure = await run(process.execPath, [CLI, 'list', '--bogus'], { env }).catch(
        (error: unknown) => error as { code: number; stderr: string },
      );
      expect(failure).toMatchObject({ code: 1 });
      expect((failure as { stderr: string }).stderr).toContain('Användning: ./task contact');
      const listed = await run(process.execPath, [CLI, 'list'], { env });
      expect(listed.stdout).toBe('Inga meddelanden.\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows the control characters of a stored message instead of sending them to the terminal', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-contact-cli-'));
    const url = `sqlite:${path.join(dir, 'db.sqlite')}`;
    const { db } = openDatabase(url);
    try {
      await migrateToLatest(db);
      // Stored before the boundary refused control characters, or by another way in.
      await insertContactMessage(
        db,
        {
          domain: 'general',
          role: 'other',
          firstName: 'Eve\u001b]0;titel\u0007',
          lastName: 'X',
          email: 'eve@example.se',
          context: '',
          message: 'Rad ett\u001b[2J\u001b[1;1H\nrad två\r\u009b31m\u0000',
          mailId: null,
        },
        new Date('2026-11-28T06:00:00Z'),
      );
    } finally {
      await db.destroy();
    }
    try {
      const listed = await run(process.execPath, [CLI, 'list'], {
        env: { ...process.env, DATABASE_URL: url },
      });
      expect(listed.stdout).toContain('Från: Eve␛]0;titel␇ X <eve@example.se>');
      expect(listed.stdout).toContain('  Rad ett␛[2J␛[1;1H\n  rad två␍\\u009b31m␀\n');
      const controls = Array.from(listed.stdout, (char) => char.codePointAt(0) ?? 0).filter(
        (code) => code !== 0x0a && (code < 0x20 || (code >= 0x7f && code <= 0x9f)),
      );
      expect(controls).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
