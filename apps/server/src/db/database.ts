import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

/**
 * Opens the database a URL names: `sqlite:<file>` (or `sqlite::memory:`) through better-sqlite3,
 * `postgres://…` through node-postgres. A SQLite file's folder is created on first start.
 */
export function openDatabase(url: string): DatabaseHandle {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    // WAL lets readers (health checks) run beside an import; foreign keys are off by default.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
      kind: 'sqlite',
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a failover, a dropped test database) is
  // reported here; without a listener node-postgres would crash the process. The pool opens a
  // new connection for the next query.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`);
  });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
}
