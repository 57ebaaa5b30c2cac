import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  systemMessageTypeSchema,
  type SystemMessage,
  type SystemMessageType,
} from '@medkompass/contracts/messages.ts';
import type { Database } from '../../db/schema.ts';

export interface NewSystemMessage {
  id: string;
  header: string;
  message: string;
  type: SystemMessageType;
  allowHide: boolean;
}

const rank = (type: SystemMessageType): number => systemMessageTypeSchema.options.indexOf(type);

export async function insertSystemMessage(
  db: Kysely<Database>,
  message: NewSystemMessage,
  now: Date,
): Promise<void> {
  await db
    .insertInto('system_message')
    .values({
      id: message.id,
      header: message.header,
      message: message.message,
      type: message.type,
      allow_hide: message.allowHide ? 1 : 0,
      created_at: now.toISOString(),
    })
    .execute();
}

/** Every message, errors first, then warnings, then information; oldest first within a type. */
export async function listSystemMessages(db: Kysely<Database>): Promise<SystemMessage[]> {
  const rows = await db.selectFrom('system_message').selectAll().orderBy('created_at').execute();
  return rows
    .map((row) => ({
      _id: row.id,
      header: row.header,
      message: row.message,
      // A type written by hand into the table is shown as information rather than failing.
      type: z.catch(systemMessageTypeSchema, 'info').parse(row.type),
      allowHide: row.allow_hide === 1,
    }))
    .sort((a, b) => rank(a.type) - rank(b.type));
}

/** Removes a message; whether there was one. */
export async function deleteSystemMessage(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('system_message').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
