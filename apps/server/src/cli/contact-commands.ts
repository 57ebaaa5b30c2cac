import type { Kysely } from 'kysely';
import { contactDomainSchema, contactRoleSchema } from '@medkompass/contracts/contact.ts';
import type { Database } from '../db/schema.ts';
import { DOMAIN_LABELS, ROLE_LABELS, swedishTime } from '../modules/contact/contact-labels.ts';
import {
  listContactMessages,
  type ListedContactMessage,
} from '../modules/contact/contact.repository.ts';
import type { Output } from './cli-support.ts';

/** Whether and when a message's mail went out. */
function deliveryOf(row: ListedContactMessage): string {
  if (row.mail_id === null) return 'ingen e-post (CONTACT_TO saknas)';
  if (row.sent_at !== null) return `e-post skickad ${swedishTime(new Date(row.sent_at))}`;
  return `e-post väntar i utkorgen (${row.attempts ?? 0} försök)`;
}

const label =
  <T extends string>(labels: Record<T, string>, parse: (v: string) => T | null) =>
  (value: string) => {
    const known = parse(value);
    return known === null ? value : labels[known];
  };
const roleLabel = label(ROLE_LABELS, (v) => contactRoleSchema.safeParse(v).data ?? null);
const domainLabel = label(DOMAIN_LABELS, (v) => contactDomainSchema.safeParse(v).data ?? null);

/** The newest contact messages, each as a block an operator can read and answer. */
export async function listContactCommand(
  db: Kysely<Database>,
  limit: number,
  out: Output,
): Promise<void> {
  const rows = await listContactMessages(db, limit);
  if (rows.length === 0) out.info('Inga meddelanden.');
  for (const row of rows) {
    out.info(`#${row.id}  ${swedishTime(new Date(row.created_at))}  ${domainLabel(row.domain)}`);
    out.info(`Från: ${row.first_name} ${row.last_name} <${row.email}>, ${roleLabel(row.role)}`);
    if (row.context !== '') out.info(`Sammanhang: ${row.context}`);
    out.info(`Leverans: ${deliveryOf(row)}`);
    for (const line of row.message.split('\n')) out.info(`  ${line}`);
    out.info('');
  }
}
