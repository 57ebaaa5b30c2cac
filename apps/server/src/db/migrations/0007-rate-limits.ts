import type { Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every server instance on one PostgreSQL, so a limit holds whichever
 * instance a request reaches: a key (the route and the client's address), its count in the current
 * window and when the window ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('reset_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hit_reset_at')
    .on('rate_limit_hit')
    .column('reset_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hit').execute();
}
