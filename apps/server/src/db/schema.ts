import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Booleans are stored as 0/1 integers and JSON documents as
 * text, so one portable schema serves SQLite and PostgreSQL.
 */
export interface Database {
  kb_import: KbImportTable;
  kb_substance: KbDocumentTable & { nsl_id: string };
  kb_product: KbDocumentTable & { npl_id: string };
  kb_interaction: KbDocumentTable & { id: string };
  kb_interaction_text: { import_id: number; id: string; text: string };
}

export interface KbImportTable {
  id: Generated<number>;
  kb_version: string;
  name: string;
  is_demo: number;
  published_at: string;
  imported_at: string;
  manifest: string;
  /** 1 for the import the servers serve; exactly one row has it once a KB is loaded. */
  is_active: number;
}

interface KbDocumentTable {
  import_id: number;
  document: string;
}
