import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The command lines of the 'Operating' section of docs/operations.md (the README's operations
 * page), in order, without trailing comments.
 */
function operatingCommands(): string[] {
  const readme = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8');
  const start = readme.indexOf('\n## Operating');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const blocks = [...section.matchAll(/```\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  return blocks
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/\s{2,}#.*$/, '').trim())
    .filter((line) => /^(echo .* \| )?\.\/task /.test(line));
}

// Flags were once lost between ./task and the CLIs while the command still reported success.
// Every command the operations page shows runs here exactly as written, through ./task, on a
// scratch database.
describe("the README's operating commands", () => {
  it('all run as written and do what they say', { timeout: 300_000 }, () => {
    const commands = operatingCommands();
    expect(commands.length).toBeGreaterThanOrEqual(25);
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'medkompass-readme-'));
    const env = {
      ...process.env,
      DATABASE_URL: `sqlite:${path.join(scratch, 'readme.sqlite')}`,
      DATA_DIR: scratch,
      LOG_LEVEL: 'silent',
    };
    const outputs = new Map<string, string>();
    try {
      for (const command of commands) {
        const run = spawnSync('bash', ['-c', command], { cwd: repoRoot, env, encoding: 'utf8' });
        expect(run.status, `${command}\n${run.stderr}`).toBe(0);
        outputs.set(command, run.stdout);
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    const shown = [...outputs].find(([command]) => command.endsWith('users show anna@region.se'));
    // The names and sources given as flags arrived.
    expect(shown?.[1]).toMatch(/Anna Berg/);
    expect(shown?.[1]).toMatch(/källor: interactions, riskprofile/);
    const cds = [...outputs].find(([command]) => command.endsWith('users cds-client-list'));
    expect(cds?.[1]).toContain(
      'journal-y\tJournal Y\taktiv\tlagrad nyckel\tinteractions,njurfunktion',
    );
  });

  it(
    'refuses an unknown or missing argument with the usage and exit status 1',
    { timeout: 120_000 },
    () => {
      for (const command of [
        './task users create x@y.se --first-name X',
        './task users create x@y.se --first-name X --last-name Y --colour blue',
        './task users show',
        './task messages add --type info',
      ]) {
        const run = spawnSync('bash', ['-c', `echo "ett-långt-lösenord-2026" | ${command}`], {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' },
          encoding: 'utf8',
        });
        expect(run.status, command).toBe(1);
        expect(run.stderr, command).toMatch(/Användning: npm run (users|messages)/);
      }
    },
  );
});
