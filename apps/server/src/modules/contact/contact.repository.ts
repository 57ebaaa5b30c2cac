import type { Kysely } from 'kysely';
import type { ContactDomain, ContactRole } from '@medkompass/contracts/contact.ts';
import type { Database } from '../../db/schema.ts';

export interface NewContactMessage {
  domain: ContactDomain;
  role: ContactRole;
  firstName: string;
  lastName: string;
  email: string;
  context: string;
  message: string;
  mailId: number | null;
}

export async function insertContactMessage(
  db: Kysely<Database>,
  message: NewContactMessage,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('contact_message')
    .values({
      created_at: now.toISOString(),
      domain: message.domain,
      role: message.role,
      first_name: message.firstName,
      last_name: message.lastName,
      email: message.email,
      context: message.context,
      message: message.message,
      mail_id: message.mailId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The newest messages first, with the delivery state of each one's mail (the outbox is the mail
 * module's table; reading its two columns here spares the operator a second lookup).
 */
export function listContactMessages(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('contact_message')
    .leftJoin('mail_outbox', 'mail_outbox.id', 'contact_message.mail_id')
    .select([
      'contact_message.id',
      'contact_message.created_at',
      'contact_message.domain',
      'contact_message.role',
      'contact_message.first_name',
      'contact_message.last_name',
      'contact_message.email',
      'contact_message.context',
      'contact_message.message',
      'contact_message.mail_id',
      'mail_outbox.sent_at',
      'mail_outbox.attempts',
    ])
    .orderBy('contact_message.id', 'desc')
    .limit(limit)
    .execute();
}
export type ListedContactMessage = Awaited<ReturnType<typeof listContactMessages>>[number];
