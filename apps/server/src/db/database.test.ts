import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { openDatabase } from './database.ts';

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('survive the server ending an idle connection: no crash, and the next query works', async () => {
    const database = await createTestDatabase('postgres');
    const { db } = openDatabase(database.url);
    try {
      await sql`select 1`.execute(db);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const dbName = new URL(database.url).pathname.slice(1);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const result = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(result.rows[0]?.one).toBe(1);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
