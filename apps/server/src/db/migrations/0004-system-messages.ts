import type { Kysely } from 'kysely';

/** Operators' messages shown above the search (specification §3 'System message'). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('system_message')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('header', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('allow_hide', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('system_message').execute();
}
