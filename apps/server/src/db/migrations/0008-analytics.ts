import type { Kysely } from 'kysely';

/**
 * The local statistics (ADR 0045): a count per day, page path and event, nothing else: no
 * address, no user agent, no visitor id, no time finer than the day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pkey', ['day', 'path', 'event'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('analytics_daily').execute();
}
