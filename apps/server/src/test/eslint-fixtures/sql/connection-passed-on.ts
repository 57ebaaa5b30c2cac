// What any server file may do with the database (ADR 41): take the connection's type, pass the
// connection on, and run the repositories it calls in one transaction. eslint-boundaries.test.ts
// lints this text outside the repositories and expects no report.
import type { Kysely } from 'kysely';

export function inOneTransaction<T>(
  db: Kysely<unknown>,
  work: (trx: Kysely<unknown>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}
