import type { InsertObject, Kysely } from 'kysely';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { Database } from '../db/schema.ts';

// Stays well below SQLite's and PostgreSQL's limits on bound parameters per statement.
const ROWS_PER_INSERT = 500;

/**
 * Stores a validated bundle as a new import and makes it the active one, all in one
 * transaction: a failure anywhere leaves the previous knowledge base active and whole.
 */
export async function importBundle(
  db: Kysely<Database>,
  bundle: KbBundle,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { manifest } = bundle;
    const inserted = await trx
      .insertInto('kb_import')
      .values({
        kb_version: manifest.kbVersion,
        name: manifest.name,
        is_demo: manifest.isDemo ? 1 : 0,
        published_at: manifest.publishedAt,
        imported_at: now.toISOString(),
        manifest: JSON.stringify(manifest),
        is_active: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const importId = inserted.id;

    await insertChunked(
      trx,
      'kb_substance',
      bundle.substances.map((s) => ({
        import_id: importId,
        nsl_id: s.nslId,
        document: JSON.stringify(s),
      })),
    );
    await insertChunked(
      trx,
      'kb_product',
      bundle.products.map((p) => ({
        import_id: importId,
        npl_id: p.nplId,
        document: JSON.stringify(p),
      })),
    );
    await insertChunked(
      trx,
      'kb_interaction',
      bundle.interactions.map((i) => ({
        import_id: importId,
        id: i.id,
        document: JSON.stringify(i),
      })),
    );
    await insertChunked(
      trx,
      'kb_interaction_text',
      bundle.interactionTexts.map((t) => ({ import_id: importId, id: t.id, text: t.text })),
    );

    await trx.updateTable('kb_import').set({ is_active: 0 }).where('is_active', '=', 1).execute();
    await trx.updateTable('kb_import').set({ is_active: 1 }).where('id', '=', importId).execute();
    // Earlier imports are history nobody reads; keeping them would double the database per import.
    await trx.deleteFrom('kb_import').where('id', '!=', importId).execute();
    return importId;
  });
}

type ChunkTable = 'kb_substance' | 'kb_product' | 'kb_interaction' | 'kb_interaction_text';

async function insertChunked<T extends ChunkTable>(
  db: Kysely<Database>,
  table: T,
  rows: InsertObject<Database, T>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
}

/** The documents of the active import, as the bundle they came from; null before the first import. */
export async function loadActiveBundle(db: Kysely<Database>): Promise<KbBundle | null> {
  const active = await db
    .selectFrom('kb_import')
    .selectAll()
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!active) return null;
  const [substances, products, interactions, interactionTexts] = await Promise.all([
    db.selectFrom('kb_substance').select('document').where('import_id', '=', active.id).execute(),
    db.selectFrom('kb_product').select('document').where('import_id', '=', active.id).execute(),
    db.selectFrom('kb_interaction').select('document').where('import_id', '=', active.id).execute(),
    db
      .selectFrom('kb_interaction_text')
      .select(['id', 'text'])
      .where('import_id', '=', active.id)
      .execute(),
  ]);
  // The rows were validated on import; parsing them again would double the start-up cost.
  return {
    manifest: JSON.parse(active.manifest) as KbBundle['manifest'],
    substances: substances.map((row) => JSON.parse(row.document) as KbBundle['substances'][number]),
    products: products.map((row) => JSON.parse(row.document) as KbBundle['products'][number]),
    interactions: interactions.map(
      (row) => JSON.parse(row.document) as KbBundle['interactions'][number],
    ),
    interactionTexts,
  };
}
