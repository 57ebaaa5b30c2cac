import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Booleans are stored as 0/1 integers and JSON documents as
 * text, so one portable schema serves SQLite and PostgreSQL.
 */
export interface Database {
  kb_import: KbImportTable;
  kb_record: { import_id: number; section: string; id: string; document: string };
  kb_record_link: {
    import_id: number;
    section: string;
    id: string;
    kind: 'nsl' | 'npl';
    ref: string;
  };
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
