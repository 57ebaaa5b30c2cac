import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-database.ts';

/** The session-token secret of test apps, for tests that forge tokens of their own. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

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
  options: { now?: () => Date; logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    WEB_DIST_DIR: '/nonexistent-web-build',
    JWT_SECRET: TEST_JWT_SECRET,
    KB_RELOAD_INTERVAL_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, database: openDatabase(config.DATABASE_URL), ...options });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
