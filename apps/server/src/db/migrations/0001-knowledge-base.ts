import { SqliteAdapter, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they must not depend on today's schema types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kb_import')
    .addColumn('id', isSqlite(db) ? 'integer' : 'serial', (col) => col.primaryKey())
    .addColumn('kb_version', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_demo', 'integer', (col) => col.notNull())
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('imported_at', 'text', (col) => col.notNull())
    .addColumn('manifest', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  for (const [table, key] of [
    ['kb_substance', 'nsl_id'],
    ['kb_product', 'npl_id'],
    ['kb_interaction', 'id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('import_id', 'integer', (col) =>
        col.notNull().references('kb_import.id').onDelete('cascade'),
      )
      .addColumn(key, 'text', (col) => col.notNull())
      .addColumn('document', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['import_id', key])
      .execute();
  }

  await db.schema
    .createTable('kb_interaction_text')
    .addColumn('import_id', 'integer', (col) =>
      col.notNull().references('kb_import.id').onDelete('cascade'),
    )
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('kb_interaction_text_pk', ['import_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'kb_interaction_text',
    'kb_interaction',
    'kb_product',
    'kb_substance',
    'kb_import',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}

/** SQLite numbers an `integer primary key` itself; PostgreSQL needs `serial`. */
function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
