import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { databaseTimeouts, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-database.ts';

/** The session-token secret of test apps, for tests that forge tokens of their own. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestAppOptions {
  now?: () => Date;
  logStream?: NodeJS.WritableStream;
  /** PostgreSQL only: connect through this local port (a proxy in front of the test database). */
  databasePort?: number;
  /** Another instance on this database (made and dropped by the test), as servers scale out. */
  sharedDatabase?: TestDatabase;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app on a fresh real database, with the demo knowledge base imported as on a first
 * start. Environment overrides go through the same zod config parsing as production.
 */
export async function startTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { databasePort, sharedDatabase, ...dependencies } = options;
  const database = sharedDatabase ?? (await createTestDatabase(kind));
  // The app may reach PostgreSQL through a proxy of the test's (database fault tests).
  const url = new URL(database.url);
  if (databasePort !== undefined) url.port = String(databasePort);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databasePort === undefined ? database.url : url.toString(),
    WEB_DIST_DIR: '/nonexistent-web-build',
    JWT_SECRET: TEST_JWT_SECRET,
    KB_RELOAD_INTERVAL_MS: '0',
    ...env,
  });
  const app = await buildApp({
    config,
    database: openDatabase(config.DATABASE_URL, databaseTimeouts(config)),
    ...dependencies,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      // A shared database belongs to the test that made it.
      if (!sharedDatabase) await database.drop();
    },
  };
}
