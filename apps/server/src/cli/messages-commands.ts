import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { systemMessageTypeSchema } from '@medkompass/contracts/messages.ts';
import type { Database } from '../db/schema.ts';
import {
  deleteSystemMessage,
  insertSystemMessage,
  listSystemMessages,
} from '../modules/messages/messages.repository.ts';
import { CommandError, type Output } from './cli-support.ts';

const MAX_HEADER = 200;
const MAX_MESSAGE = 2000;

/** Adds a system message; returns its id (printed for `remove`). */
export async function addMessageCommand(
  db: Kysely<Database>,
  input: { type: string; header: string; message: string; allowHide: boolean },
  now: Date,
  out: Output,
): Promise<string> {
  const type = systemMessageTypeSchema.safeParse(input.type);
  if (!type.success)
    throw new CommandError(
      `Okänd typ '${input.type}'. Välj bland: ${systemMessageTypeSchema.options.join(', ')}.`,
    );
  const header = input.header.trim();
  const message = input.message.trim();
  if (header === '' || header.length > MAX_HEADER)
    throw new CommandError(`--header ska ha 1–${MAX_HEADER} tecken.`);
  if (message === '' || message.length > MAX_MESSAGE)
    throw new CommandError(`--message ska ha 1–${MAX_MESSAGE} tecken.`);
  const id = randomUUID();
  await insertSystemMessage(
    db,
    { id, header, message, type: type.data, allowHide: input.allowHide },
    now,
  );
  out.info(`Lade till meddelandet ${id}.`);
  return id;
}

export async function listMessagesCommand(db: Kysely<Database>, out: Output): Promise<void> {
  const messages = await listSystemMessages(db);
  if (messages.length === 0) out.info('Inga meddelanden.');
  for (const m of messages) {
    out.info(`${m._id}\t${m.type}\t${m.allowHide ? 'kan döljas' : 'visas alltid'}\t${m.header}`);
  }
}

export async function removeMessageCommand(
  db: Kysely<Database>,
  id: string,
  out: Output,
): Promise<void> {
  if (!(await deleteSystemMessage(db, id)))
    throw new CommandError(`Inget meddelande med id ${id}.`);
  out.info(`Tog bort meddelandet ${id}.`);
}
