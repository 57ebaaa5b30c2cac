import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * The contact form: its messages, the captcha solutions already used (so none is used twice,
 * on any instance), and a Reply-To for outbox mail (a contact message is answered to its sender).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const serial = db.getExecutor().adapter instanceof SqliteAdapter ? 'integer' : 'serial';
  await db.schema
    .createTable('contact_message')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('context', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('mail_id', 'integer')
    .execute();
  await db.schema
    .createTable('captcha_solution')
    .addColumn('nonce', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('captcha_solution_expires_at')
    .on('captcha_solution')
    .column('expires_at')
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
  await db.schema.dropTable('captcha_solution').execute();
  await db.schema.dropTable('contact_message').execute();
}
