// Operators' user CLI:  npm run users -- <command> …  Passwords are read from standard input
// (never from arguments, which other users of the machine can see) and never echoed or logged.
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  addCdsClientCommand,
  listCdsClientsCommand,
  setCdsClientActiveCommand,
} from './cds-client-commands.ts';
import {
  CommandError,
  consoleOutput,
  parseCommand,
  runCli,
  runDatabaseCommand,
  type CommandShape,
} from './cli-support.ts';
import {
  changeSourceCommand,
  createClientCommand,
  createUserCommand,
  listClientsCommand,
  listUsersCommand,
  setActiveCommand,
  setClientActiveCommand,
  setPasswordCommand,
  showUserCommand,
} from './users-commands.ts';

export const USAGE = `Användning: npm run users -- <kommando>
  create <e-post> --first-name F --last-name E [--sources a,b]   lösenordet läses från standard in
  list | show <e-post> | disable <e-post> | enable <e-post>
  set-password <e-post>                                          lösenordet läses från standard in
  grant-source <e-post> <källa> | revoke-source <e-post> <källa>
  create-client <klient-id> --name N [--sources a,b]            skriver ut klientens hemlighet en gång
  list-clients | disable-client <klient-id> | enable-client <klient-id>
  cds-client-add <issuer> --name N (--jwks-url U | --public-key-file F) [--sources a,b]
                                                                 journalsystem som anropar CDS Hooks
  cds-client-list | cds-client-disable <issuer> | cds-client-enable <issuer>`;

const out = consoleOutput;

/** One line from standard input: a hidden prompt on a terminal, a plain read from a pipe. */
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Lösenord (visas inte): ');
  const reader = createInterface({ input: process.stdin, terminal: false });
  const wasRaw = process.stdin.isTTY ? process.stdin.isRaw : false;
  if (process.stdin.isTTY) process.stdin.setRawMode(false);
  for await (const line of reader) {
    reader.close();
    if (process.stdin.isTTY) process.stdin.setRawMode(wasRaw);
    return line;
  }
  throw new CommandError('Inget lösenord på standard in.');
}

async function readKeyFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new CommandError(`Kan inte läsa nyckelfilen ${file}.`);
  }
}

const EMAIL = ['e-post'];
/** Each command's arguments and options; anything else is refused with the usage. */
export const USERS_COMMANDS: Readonly<Record<string, CommandShape>> = {
  create: { arguments: EMAIL, required: ['first-name', 'last-name'], optional: ['sources'] },
  list: { arguments: [] },
  show: { arguments: EMAIL },
  disable: { arguments: EMAIL },
  enable: { arguments: EMAIL },
  'set-password': { arguments: EMAIL },
  'grant-source': { arguments: ['e-post', 'källa'] },
  'revoke-source': { arguments: ['e-post', 'källa'] },
  'create-client': { arguments: ['klient-id'], required: ['name'], optional: ['sources'] },
  'list-clients': { arguments: [] },
  'disable-client': { arguments: ['klient-id'] },
  'enable-client': { arguments: ['klient-id'] },
  'cds-client-add': {
    arguments: ['issuer'],
    required: ['name'],
    optional: ['sources'],
    oneOf: [['jwks-url', 'public-key-file']],
  },
  'cds-client-list': { arguments: [] },
  'cds-client-disable': { arguments: ['issuer'] },
  'cds-client-enable': { arguments: ['issuer'] },
};

async function main(argv: string[]): Promise<void> {
  const { command, args, options } = parseCommand(argv, USERS_COMMANDS, USAGE);
  const [first = '', second = ''] = args;
  const option = (name: string): string | undefined => {
    const value = options[name];
    return typeof value === 'string' ? value : undefined;
  };
  const sources = option('sources')
    ?.split(',')
    .map((s) => s.trim());
  const now = new Date();
  const commands: Record<string, (db: Kysely<Database>) => Promise<unknown>> = {
    create: async (db) =>
      createUserCommand(
        db,
        {
          email: first,
          firstName: option('first-name') ?? '',
          lastName: option('last-name') ?? '',
          password: await readPassword(),
          ...(sources ? { sources } : {}),
        },
        now,
        out,
      ),
    list: (db) => listUsersCommand(db, out),
    show: (db) => showUserCommand(db, first, out),
    disable: (db) => setActiveCommand(db, first, false, now, out),
    enable: (db) => setActiveCommand(db, first, true, now, out),
    'set-password': async (db) => setPasswordCommand(db, first, await readPassword(), now, out),
    'grant-source': (db) => changeSourceCommand(db, first, second, true, now, out),
    'revoke-source': (db) => changeSourceCommand(db, first, second, false, now, out),
    'create-client': (db) =>
      createClientCommand(
        db,
        { clientId: first, name: option('name') ?? first, ...(sources ? { sources } : {}) },
        now,
        out,
      ),
    'list-clients': (db) => listClientsCommand(db, out),
    'disable-client': (db) => setClientActiveCommand(db, first, false, out),
    'enable-client': (db) => setClientActiveCommand(db, first, true, out),
    'cds-client-add': async (db) => {
      const keyFile = option('public-key-file');
      const jwksUrl = option('jwks-url');
      return addCdsClientCommand(
        db,
        {
          issuer: first,
          name: option('name') ?? first,
          ...(jwksUrl === undefined ? {} : { jwksUrl }),
          ...(keyFile === undefined ? {} : { publicKey: await readKeyFile(keyFile) }),
          ...(sources ? { sources } : {}),
        },
        now,
        out,
      );
    },
    'cds-client-list': (db) => listCdsClientsCommand(db, out),
    'cds-client-disable': (db) => setCdsClientActiveCommand(db, first, false, out),
    'cds-client-enable': (db) => setCdsClientActiveCommand(db, first, true, out),
  };
  await runDatabaseCommand(commands, command, USAGE);
}

// Run only as a program, so the tests can import the command table.
if (import.meta.main) runCli(() => main(process.argv.slice(2)));
