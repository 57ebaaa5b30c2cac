// Operators' CLI for the contact form's messages:  ./task contact list [--limit N]
import { parseArgs } from 'node:util';
import { CommandError, consoleOutput, runCli, withDatabase } from './cli-support.ts';
import { listContactCommand } from './contact-commands.ts';

const USAGE = `Användning: ./task contact <kommando>
  list [--limit N]   visa de senaste meddelandena från kontaktformuläret (standard 20, högst 1000)`;

/** The command and its options; anything else is refused with the usage. */
export function parseContactArgs(argv: string[]): { command: 'list'; limit: number } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { limit: { type: 'string' } },
    });
  } catch {
    throw new CommandError(USAGE);
  }
  const { positionals, values } = parsed;
  if (positionals.length !== 1 || positionals[0] !== 'list') throw new CommandError(USAGE);
  const limit = values.limit === undefined ? 20 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new CommandError(`--limit ska vara ett heltal 1–1000.\n${USAGE}`);
  }
  return { command: 'list', limit };
}

async function main(argv: string[]): Promise<void> {
  const { limit } = parseContactArgs(argv);
  await withDatabase((db) => listContactCommand(db, limit, consoleOutput));
}

// Run only as a program, so the tests can import parseContactArgs.
if (import.meta.main) runCli(() => main(process.argv.slice(2)));
