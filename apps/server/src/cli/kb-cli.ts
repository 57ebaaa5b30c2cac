// Operators' knowledge-base CLI:  npm run kb -- <command> …  (see usage below).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadConfig } from '../config.ts';
import { InvalidBundleError } from '../knowledge-base/kb-loader.ts';
import { CommandError, consoleOutput, runCli, withDatabase } from './cli-support.ts';
import {
  exportCommand,
  generateCommand,
  importCommand,
  importNplCommand,
  reportCommand,
  statsCommand,
  validateCommand,
} from './kb-commands.ts';

const USAGE = `Användning: npm run kb -- <kommando>
  validate <bundle.json>        kontrollera en kunskapsbas
  report [bundle.json] [--out rapport.md]
                                granskningsrapport i Markdown (standard: KB_BUNDLE_PATH)
  import <bundle.json>          importera och aktivera (DATABASE_URL)
  stats                         visa den aktiva kunskapsbasen
  export <fil.json>             skriv den aktiva kunskapsbasen till fil
  import-npl <katalog>          lägg till produkter från Läkemedelsverkets NPL-export (XML)
  generate --substances N --products M --interactions K --seed S --out <fil.json>`;

const out = consoleOutput;

async function main(argv: string[]): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        substances: { type: 'string' },
        products: { type: 'string' },
        interactions: { type: 'string' },
        seed: { type: 'string', default: '1' },
        out: { type: 'string' },
      },
    });
  } catch (error) {
    throw new CommandError(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, argument] = positionals;
  const needArgument = (): string => {
    if (argument === undefined) throw new CommandError(USAGE);
    return argument;
  };

  if (command === 'validate') return validateCommand(needArgument(), out);
  if (command === 'report')
    return reportCommand(
      argument ?? loadConfig(process.env, { forServer: false }).KB_BUNDLE_PATH,
      values.out,
      out,
    );
  if (command === 'generate') {
    const count = (name: 'substances' | 'products' | 'interactions'): number => {
      const value = Number(values[name]);
      if (!Number.isInteger(value) || value < 1)
        throw new CommandError(`--${name} ska vara ett positivt heltal`);
      return value;
    };
    if (values.out === undefined) throw new CommandError('--out <fil.json> saknas');
    return generateCommand(
      {
        substances: count('substances'),
        products: count('products'),
        interactions: count('interactions'),
        seed: Number(values.seed),
      },
      values.out,
      out,
    );
  }

  const databaseCommands: Record<string, (db: Kysely<Database>) => Promise<void>> = {
    import: (db) => importCommand(db, needArgument(), new Date(), out),
    stats: (db) => statsCommand(db, out),
    export: (db) => exportCommand(db, needArgument(), out),
    'import-npl': (db) => importNplCommand(db, needArgument(), new Date(), out),
  };
  const run = command === undefined ? undefined : databaseCommands[command];
  if (!run) throw new CommandError(USAGE);
  await withDatabase(run);
}

runCli(
  () => main(process.argv.slice(2)),
  (error) => error instanceof CommandError || error instanceof InvalidBundleError,
);
