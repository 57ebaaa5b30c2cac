import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
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
});
