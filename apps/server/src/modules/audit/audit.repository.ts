import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type AuditType =
  | 'login_success'
  | 'login_failure'
  | 'lockout'
  | 'logout'
  | 'password_reset_requested'
  | 'password_changed'
  | 'integration_token_issued'
  | 'integration_token_refused';

export interface AuditEvent {
  type: AuditType;
  userId?: string | null;
  email?: string | null;
  ip?: string | null;
  /** Facts about the event; never a password, a hash or a token. */
  details?: Record<string, string | number | boolean>;
}

/** Appends to the audit log; committed before the response reports success. */
export async function recordAudit(
  db: Kysely<Database>,
  event: AuditEvent,
  now: Date,
): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      at: now.toISOString(),
      type: event.type,
      user_id: event.userId ?? null,
      email: event.email ?? null,
      ip: event.ip ?? null,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

export function auditEvents(db: Kysely<Database>) {
  return db.selectFrom('audit_event').selectAll().orderBy('id').execute();
}

/** How many events of a type the log holds. */
export async function countAuditEvents(db: Kysely<Database>, type: AuditType): Promise<number> {
  const row = await db
    .selectFrom('audit_event')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  // PostgreSQL's count is a bigint, which its driver returns as a string.
  return Number(row.count);
}
