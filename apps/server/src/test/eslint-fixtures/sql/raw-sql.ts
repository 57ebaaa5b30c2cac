// SQL written out with Kysely's `sql` tag. eslint-boundaries.test.ts lints this text as a
// repository (allowed) and as any other server file (refused twice: the import and the tag).
import { sql, type Kysely } from 'kysely';

export async function ping(db: Kysely<unknown>): Promise<void> {
  await sql`select 1`.execute(db);
}
