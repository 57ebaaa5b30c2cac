import { inspect, parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { visibleControls } from './terminal-text.ts';

/** Where a command writes: lines for the operator, and problems. */
export interface Output {
  info(line: string): void;
  problem(line: string): void;
}

/** An error whose message is all the operator needs: printed without a stack trace. */
export class CommandError extends Error {}

/**
 * A line for the terminal: its control characters made visible (visibleControls), since commands
 * print stored text that anyone could send (contact messages, names, knowledge-base texts) and an
 * escape sequence must not reach the operator's terminal. Tabs stay: the commands separate
 * columns with them (a tab moves the cursor to the next stop, nothing more).
 */
export function terminalLine(line: string): string {
  return line.split('\t').map(visibleControls).join('\t');
}

export const consoleOutput: Output = {
  info: (line) => {
    console.log(terminalLine(line));
  },
  problem: (line) => {
    console.error(terminalLine(line));
  },
};

/** Runs a command on the configured database (DATABASE_URL), schema up to date, then closes it. */
export async function withDatabase(run: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const { db } = openDatabase(loadConfig(process.env, { forServer: false }).DATABASE_URL);
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
    console.error(
      visibleControls(isExpected(error) && error instanceof Error ? error.message : inspect(error)),
    );
    process.exitCode = 1;
  });
}

/** What one command of a CLI takes: its positional arguments, and its options. */
export interface CommandShape {
  /** Names of the positional arguments after the command, all required. */
  arguments: readonly string[];
  required?: readonly string[];
  optional?: readonly string[];
  /** Groups of options of which exactly one must be given. */
  oneOf?: readonly (readonly string[])[];
  /** Options without a value, e.g. --allow-hide. */
  flags?: readonly string[];
}

/**
 * Parses a CLI's arguments against the shape of its command: an unknown command or option, a
 * missing or extra argument, or a missing required option is refused with the usage, so a
 * mistyped command never half-runs (flags once lost on the way still reported success).
 */
export function parseCommand(
  argv: readonly string[],
  shapes: Readonly<Record<string, CommandShape>>,
  usage: string,
): { command: string; args: string[]; options: Record<string, string | boolean | undefined> } {
  const valued = Object.values(shapes).flatMap((shape) => [
    ...(shape.required ?? []),
    ...(shape.optional ?? []),
    ...(shape.oneOf ?? []).flat(),
  ]);
  const options: Record<string, { type: 'string' | 'boolean' }> = {};
  for (const name of valued) options[name] = { type: 'string' };
  for (const name of Object.values(shapes).flatMap((shape) => shape.flags ?? []))
    options[name] = { type: 'boolean' };
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${usage}`);
  }
  const [command = '', ...args] = parsed.positionals;
  const shape = shapes[command];
  if (!shape) throw new CommandError(usage);
  const given = Object.keys(parsed.values);
  const allowed = new Set([
    ...(shape.required ?? []),
    ...(shape.optional ?? []),
    ...(shape.oneOf ?? []).flat(),
    ...(shape.flags ?? []),
  ]);
  const refuse = (problem: string) => new CommandError(`${problem}\n${usage}`);
  if (args.length !== shape.arguments.length)
    throw refuse(
      shape.arguments.length === 0
        ? `${command} tar inga argument.`
        : `${command} behöver ${shape.arguments.join(' och ')}.`,
    );
  const stray = given.find((name) => !allowed.has(name));
  if (stray !== undefined) throw refuse(`--${stray} hör inte till ${command}.`);
  const missing = (shape.required ?? []).filter((name) => parsed.values[name] === undefined);
  if (missing.length > 0)
    throw refuse(`${command} behöver ${missing.map((m) => `--${m}`).join(' och ')}.`);
  for (const group of shape.oneOf ?? []) {
    if (group.filter((name) => parsed.values[name] !== undefined).length !== 1)
      throw refuse(`Ange precis en av ${group.map((name) => `--${name}`).join(' och ')}.`);
  }
  return { command, args, options: parsed.values };
}
