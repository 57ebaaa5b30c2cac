// Operators' statistics CLI:  ./task analytics report [--days N]  (the local statistics, ADR 0045).
import { consoleOutput, parseCommand, runCli, runDatabaseCommand } from './cli-support.ts';
import { parseDays, reportCommand } from './analytics-commands.ts';

export const USAGE = `Användning: ./task analytics <kommando>
  report [--days N]   besök och söktaggar per dag och sida de senaste N dagarna (30 om inget anges)`;

async function main(argv: string[]): Promise<void> {
  const { command, options } = parseCommand(
    argv,
    { report: { arguments: [], optional: ['days'] } },
    USAGE,
  );
  const days = parseDays(typeof options.days === 'string' ? options.days : undefined);
  await runDatabaseCommand(
    { report: (db) => reportCommand(db, days, new Date(), consoleOutput) },
    command,
    USAGE,
  );
}

// Run only as a program, so the tests can import what it uses.
if (import.meta.main) runCli(() => main(process.argv.slice(2)));
