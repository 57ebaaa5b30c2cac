import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes when not to the sender (MAIL_FROM). */
  replyTo?: string;
}

export async function enqueueMail(
  db: Kysely<Database>,
  mail: OutgoingMail,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      body: mail.text,
      reply_to: mail.replyTo ?? null,
      created_at: now.toISOString(),
      sent_at: null,
      last_error: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function pendingMail(db: Kysely<Database>, maxAttempts: number) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .orderBy('id')
    .limit(50)
    .execute();
}

/** Marks a mail delivered and keeps only `keptBody` of it (its secrets erased). */
export async function markSent(
  db: Kysely<Database>,
  id: number,
  now: Date,
  keptBody: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      sent_at: now.toISOString(),
      body: keptBody,
      attempts: eb('attempts', '+', 1),
      last_error: null,
    }))
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Kysely<Database>, id: number, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500) }))
    .where('id', '=', id)
    .execute();
}

export function mailById(db: Kysely<Database>, id: number) {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export function allMail(db: Kysely<Database>) {
  return db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
}
