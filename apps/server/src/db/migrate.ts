import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './schema.ts';
import * as knowledgeBase from './migrations/0001-knowledge-base.ts';
import * as genericKbRecords from './migrations/0002-generic-kb-records.ts';
import * as accounts from './migrations/0003-accounts.ts';
import * as systemMessages from './migrations/0004-system-messages.ts';
import * as contactForm from './migrations/0005-contact-form.ts';
import * as cdsHooks from './migrations/0006-cds-hooks.ts';
import * as rateLimits from './migrations/0007-rate-limits.ts';
import * as analytics from './migrations/0008-analytics.ts';

/** Migrations are listed in code, so a bundled or type-stripped server finds them all. */
const migrations: Record<string, Migration> = {
  '0001-knowledge-base': knowledgeBase,
  '0002-generic-kb-records': genericKbRecords,
  '0003-accounts': accounts,
  '0004-system-messages': systemMessages,
  '0005-contact-form': contactForm,
  '0006-cds-hooks': cdsHooks,
  '0007-rate-limits': rateLimits,
  '0008-analytics': analytics,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/** Brings the schema up to date; run at every start. Throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const cause = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${cause}`, {
      cause: error,
    });
  }
}
