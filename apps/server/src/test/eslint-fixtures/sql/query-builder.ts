// A query built on the connection, whose type alone is imported. eslint-boundaries.test.ts lints
// this text as a repository (allowed) and as any other server file (refused: ADR 41).
import type { Kysely } from 'kysely';

interface Tables {
  audit_event: { id: number; type: string };
}

export function logoutEventIds(db: Kysely<Tables>) {
  return db.selectFrom('audit_event').select('id').where('type', '=', 'logout').execute();
}
