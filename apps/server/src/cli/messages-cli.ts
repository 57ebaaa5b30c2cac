// Operators' system-message CLI:  npm run messages -- <command> …  (see usage below).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  consoleOutput,
  parseCommand,
  runCli,
  runDatabaseCommand,
  type CommandShape,
} from './cli-support.ts';
import {
  addMessageCommand,
  listMessagesCommand,
  removeMessageCommand,
} from './messages-commands.ts';

export const USAGE = `Användning: npm run messages -- <kommando>
  add --type error|warning|info --header H --message M [--allow-hide]   visa ett meddelande
  list                                                                 visa alla meddelanden
  remove <id>                                                          ta bort ett meddelande`;

/** Each command's arguments and options; anything else is refused with the usage. */
export const MESSAGES_COMMANDS: Readonly<Record<string, CommandShape>> = {
  add: { arguments: [], required: ['type', 'header', 'message'], flags: ['allow-hide'] },
  list: { arguments: [] },
  remove: { arguments: ['id'] },
};

async function main(argv: string[]): Promise<void> {
  const { command, args, options } = parseCommand(argv, MESSAGES_COMMANDS, USAGE);
  const text = (name: string): string => {
    const value = options[name];
    return typeof value === 'string' ? value : '';
  };
  const commands: Record<string, (db: Kysely<Database>) => Promise<unknown>> = {
    add: (db) =>
      addMessageCommand(
        db,
        {
          type: text('type'),
          header: text('header'),
          message: text('message'),
          allowHide: options['allow-hide'] === true,
        },
        new Date(),
        consoleOutput,
      ),
    list: (db) => listMessagesCommand(db, consoleOutput),
    remove: (db) => removeMessageCommand(db, args[0] ?? '', consoleOutput),
  };
  await runDatabaseCommand(commands, command, USAGE);
}

// Run only as a program, so the tests can import the command table.
if (import.meta.main) runCli(() => main(process.argv.slice(2)));
