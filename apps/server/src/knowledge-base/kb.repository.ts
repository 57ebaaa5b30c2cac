import type { Kysely } from 'kysely';
import type { KbBundle, KbManifest } from '@medkompass/contracts/kb-bundle.ts';
import type { Database } from '../db/schema.ts';
import {
  allRecords,
  SECTION_NAMES,
  type SectionName,
} from '@medkompass/contracts/kb-bundle-sections.ts';

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
    const { id: importId } = await trx
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

    const records: Database['kb_record'][] = [];
    const links: Database['kb_record_link'][] = [];
    for (const visit of allRecords(bundle)) {
      const key = { import_id: importId, section: visit.section, id: visit.id };
      records.push({ ...key, document: JSON.stringify(visit.record) });
      for (const ref of new Set(visit.nslIds)) links.push({ ...key, kind: 'nsl', ref });
      for (const ref of new Set(visit.nplIds)) links.push({ ...key, kind: 'npl', ref });
    }
    for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto('kb_record')
        .values(records.slice(start, start + ROWS_PER_INSERT))
        .execute();
    }
    for (let start = 0; start < links.length; start += ROWS_PER_INSERT) {
      await trx
        .insertInto('kb_record_link')
        .values(links.slice(start, start + ROWS_PER_INSERT))
        .execute();
    }

    await trx.updateTable('kb_import').set({ is_active: 0 }).where('is_active', '=', 1).execute();
    await trx.updateTable('kb_import').set({ is_active: 1 }).where('id', '=', importId).execute();
    // Earlier imports are history nobody reads; keeping them would grow the database per import.
    await trx.deleteFrom('kb_import').where('id', '!=', importId).execute();
    return importId;
  });
}

export interface ActiveImport {
  importId: number;
  kbVersion: string;
}

/** Which import is active, cheaply: what a server polls to notice a new knowledge base. */
export async function activeImport(db: Kysely<Database>): Promise<ActiveImport | null> {
  const row = await db
    .selectFrom('kb_import')
    .select(['id', 'kb_version'])
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return row ? { importId: row.id, kbVersion: row.kb_version } : null;
}

// Records read per query when loading: the text of one page is dropped before the next is read.
const ROWS_PER_PAGE = 1000;

/**
 * The records of one section of an import in id order, a page at a time (keyset pagination on
 * the primary key), so a loader holds one page of JSON text at once, never every row.
 */
export async function* sectionDocuments(
  db: Kysely<Database>,
  importId: number,
  section: SectionName,
): AsyncGenerator<string> {
  let after: string | null = null;
  for (;;) {
    let query = db
      .selectFrom('kb_record')
      .select(['id', 'document'])
      .where('import_id', '=', importId)
      .where('section', '=', section);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.orderBy('id').limit(ROWS_PER_PAGE).execute();
    for (const row of rows) yield row.document;
    if (rows.length < ROWS_PER_PAGE) return;
    after = rows.at(-1)?.id ?? null;
  }
}

/** The active import's id and manifest; null before the first import. */
export async function activeManifest(
  db: Kysely<Database>,
): Promise<{ importId: number; manifest: KbManifest } | null> {
  const active = await db
    .selectFrom('kb_import')
    .select(['id', 'manifest'])
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return active
    ? { importId: active.id, manifest: JSON.parse(active.manifest) as KbManifest }
    : null;
}

/** The active import, as the bundle it came from; null before the first import. */
export async function loadActiveBundle(
  db: Kysely<Database>,
): Promise<{ importId: number; bundle: KbBundle } | null> {
  const active = await db
    .selectFrom('kb_import')
    .selectAll()
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!active) return null;
  const rows = await db
    .selectFrom('kb_record')
    .select(['section', 'document'])
    .where('import_id', '=', active.id)
    .orderBy('section')
    .orderBy('id')
    .execute();
  const sections = Object.fromEntries(
    SECTION_NAMES.map((name) => [name, [] as unknown[]]),
  ) as Record<SectionName, unknown[]>;
  for (const row of rows) sections[row.section as SectionName].push(JSON.parse(row.document));
  // The records were validated on import; validating them again would double the start-up cost.
  const bundle = { manifest: JSON.parse(active.manifest) as KbManifest, ...sections } as KbBundle;
  return { importId: active.id, bundle };
}
