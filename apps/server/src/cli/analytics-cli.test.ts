import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { countEvent } from '../modules/analytics/analytics.repository.ts';
import { parseDays, reportCommand } from './analytics-commands.ts';
import { CommandError } from './cli-support.ts';

const run = promisify(execFile);
const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'analytics-cli.ts');

describe('./task analytics', () => {
  it('reads --days: 30 when not given, a whole number of days otherwise', () => {
    expect(parseDays(undefined)).toBe(30);
    expect(parseDays('7')).toBe(7);
    for (const bad of ['0', '-1', '1.5', 'x', '', '99999'])
      expect(() => parseDays(bad), bad).toThrow(CommandError);
  });

  it('reports the days asked for, newest first, with the totals per event', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-analytics-cli-'));
    const { db } = openDatabase(`sqlite:${path.join(dir, 'db.sqlite')}`);
    try {
      await migrateToLatest(db);
      const count = async (day: string, pathName: string, event: string, times: number) => {
        for (let i = 0; i < times; i++) await countEvent(db, { day, path: pathName, event });
      };
      await count('2026-11-28', '/interaktioner', 'pageview', 3);
      await count('2026-11-28', '/interaktioner', 'search-tag/add-product/interactions', 2);
      await count('2026-11-27', '/', 'pageview', 4);
      // Outside seven days counted back from the 28th.
      await count('2026-11-21', '/', 'pageview', 9);
      const lines: string[] = [];
      const out = { info: (line: string) => lines.push(line), problem: () => undefined };
      await reportCommand(db, 7, new Date('2026-11-28T12:00:00Z'), out);
      expect(lines).toEqual([
        'Dag\tSida\tHändelse\tAntal',
        '2026-11-28\t/interaktioner\tpageview\t3',
        '2026-11-28\t/interaktioner\tsearch-tag/add-product/interactions\t2',
        '2026-11-27\t/\tpageview\t4',
        'Summa de senaste 7 dagarna:',
        '  pageview\t7',
        '  search-tag/add-product/interactions\t2',
      ]);
      lines.length = 0;
      await reportCommand(db, 30, new Date('2027-06-01T12:00:00Z'), out);
      expect(lines).toEqual(['Ingen statistik de senaste 30 dagarna.']);
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits non-zero with the usage on a wrong option, and reports on the configured database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-analytics-cli-'));
    const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}` };
    try {
      for (const argv of [['report', '--weeks', '2'], ['list'], ['report', '--days', 'x']]) {
        const failure = await run(process.execPath, [CLI, ...argv], { env }).catch(
          (error: unknown) => error as { code: number; stderr: string },
        );
        expect(failure, argv.join(' ')).toMatchObject({ code: 1 });
        expect((failure as { stderr: string }).stderr).toMatch(
          /Användning: \.\/task analytics|--days ska vara/,
        );
      }
      const report = await run(process.execPath, [CLI, 'report', '--days', '30'], { env });
      expect(report.stdout).toBe('Ingen statistik de senaste 30 dagarna.\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
