import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
}

/** How long PostgreSQL may take: to connect, and to answer one statement. */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 10_000 };

/**
 * Opens the database a URL names: `sqlite:<file>` (or `sqlite::memory:`) through better-sqlite3,
 * `postgres://…` through node-postgres. A SQLite file's folder is created on first start.
 * PostgreSQL gets bounded waits: a server that is down or hangs fails a call within the timeouts
 * (and the call answers 503), instead of holding requests and connections for ever.
 */
export function openDatabase(
  url: string,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): DatabaseHandle {
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
  return {
    db: new Kysely<Database>({
      // node-postgres is loaded when the first query needs a connection: a SQLite deployment
      // never loads it, and a PostgreSQL one does not wait for it at start-up.
      dialect: new PostgresDialect({
        pool: async () => discardingBrokenClients(await openPool(url, timeouts)),
      }),
    }),
    kind: 'postgres',
  };
}

async function openPool(url: string, timeouts: DatabaseTimeouts): Promise<pg.Pool> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    // Client side, so a connection that hangs (a frozen network) is given up too …
    query_timeout: timeouts.statementMs,
    // … and server side, so PostgreSQL stops the work as well.
    statement_timeout: timeouts.statementMs,
    keepAlive: true,
  });
  // An idle connection the server ends (a restart, a failover, a dropped test database) is
  // reported here; without a listener node-postgres would crash the process. The pool opens a
  // new connection for the next query.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`);
  });
  // A connection in use that the network drops (a query that timed out, then the socket closed)
  // reports it on the connection itself; the query has already failed and the pool replaces it.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    });
  });
  return pool;
}

/**
 * The pool as Kysely uses it, except that a connection whose query timed out or failed at the
 * network is destroyed when released instead of going back to the pool: its answer may still be
 * on the way (or never come), and reusing it would make every later query on it wait too. The
 * pool opens a new connection for the next query, so the server recovers by itself.
 */
function discardingBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      let broken = false;
      const query = async (sql: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(sql, [...parameters]);
        } catch (error) {
          if (isDatabaseUnavailable(error)) broken = true;
          throw error;
        }
      };
      return {
        query,
        release: () => {
          client.release(broken);
        },
      } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
    options: pool.options,
  };
}
