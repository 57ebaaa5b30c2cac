import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Resolves when the database answers the smallest query; rejects with its error otherwise. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
