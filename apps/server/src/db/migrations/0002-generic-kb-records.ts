import type { Kysely } from 'kysely';

/**
 * One generic table for every section of a knowledge-base bundle, plus a link table by nslId and
 * nplId, replace the per-entity tables of 0001: a bundle now has thirteen sections, and the
 * server reads them whole into memory anyway (ADR 4). Links keep the references queryable in SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kb_interaction_text', 'kb_interaction', 'kb_product', 'kb_substance']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .createTable('kb_record')
    .addColumn('import_id', 'integer', (col) =>
      col.notNull().references('kb_import.id').onDelete('cascade'),
    )
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('document', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('kb_record_pk', ['import_id', 'section', 'id'])
    .execute();
  await db.schema
    .createTable('kb_record_link')
    .addColumn('import_id', 'integer', (col) =>
      col.notNull().references('kb_import.id').onDelete('cascade'),
    )
    .addColumn('section', 'text', (col) => col.notNull())
    .addColumn('id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('ref', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('kb_record_link_pk', ['import_id', 'section', 'id', 'kind', 'ref'])
    .execute();
  await db.schema
    .createIndex('kb_record_link_by_ref')
    .on('kb_record_link')
    .columns(['import_id', 'kind', 'ref'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kb_record_link').execute();
  await db.schema.dropTable('kb_record').execute();
}
