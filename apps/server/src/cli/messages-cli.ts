// Operators' system-message CLI:  npm run messages -- <command> …  (see usage below).
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { consoleOutput, runCli, runDatabaseCommand } from './cli-support.ts';
import {
  addMessageCommand,
  listMessagesCommand,
  removeMessageCommand,
} from './messages-commands.ts';

const USAGE = `Användning: npm run messages -- <kommando>
  add --type error|warning|info --header H --message M [--allow-hide]   visa ett meddelande
  list                                                                 visa alla meddelanden
  remove <id>                                                          ta bort ett meddelande`;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      header: { type: 'string' },
      message: { type: 'string' },
      'allow-hide': { type: 'boolean', default: false },
    },
  });
  const [command, id = ''] = positionals;
  const commands: Record<string, (db: Kysely<Database>) => Promise<unknown>> = {
    add: (db) =>
      addMessageCommand(
        db,
        {
          type: values.type ?? '',
          header: values.header ?? '',
          message: values.message ?? '',
          allowHide: values['allow-hide'],
        },
        new Date(),
        consoleOutput,
      ),
    list: (db) => listMessagesCommand(db, consoleOutput),
    remove: (db) => removeMessageCommand(db, id, consoleOutput),
  };
  await runDatabaseCommand(commands, command, USAGE);
}

runCli(() => main(process.argv.slice(2)));
