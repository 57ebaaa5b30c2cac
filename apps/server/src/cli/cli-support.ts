import type { Kysely } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';

/** Where a command writes: lines for the operator, and problems. */
export interface Output {
  info(line: string): void;
  problem(line: string): void;
}

/** An error whose message is all the operator needs: printed without a stack trace. */
export class CommandError extends Error {}

export const consoleOutput: Output = {
  info: (line) => {
    console.log(line);
  },
  problem: (line) => {
    console.error(line);
  },
};

/** Runs a command on the configured database (DATABASE_URL), schema up to date, then closes it. */
export async function withDatabase(run: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const { db } = openDatabase(loadConfig().DATABASE_URL);
  try {
    await migrateToLatest(db);
    await run(db);
  } finally {
    await db.destroy();
  }
}

/** Runs the named command of a CLI's table on the configured database; unknown: the usage. */
export async function runDatabaseCommand(
  commands: Record<string, (db: Kysely<Database>) => Promise<unknown>>,
  name: string | undefined,
  usage: string,
): Promise<void> {
  const run = name === undefined ? undefined : commands[name];
  if (!run) throw new CommandError(usage);
  await withDatabase(run);
}

/** node:util parseArgs refusing an unknown or malformed option: the operator's mistake. */
const isArgumentError = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS_');

/** Runs a CLI's main, turning failures into a message and exit code 1. */
export function runCli(
  main: () => Promise<void>,
  isExpected: (error: unknown) => boolean = (error) =>
    error instanceof CommandError || isArgumentError(error),
): void {
  main().catch((error: unknown) => {
    console.error(isExpected(error) && error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
