import { sql, type Kysely, type Selectable } from 'kysely';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { Database, UserTable } from '../../db/schema.ts';

export type UserRow = Selectable<UserTable>;

export interface NewUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  passwordHash: string;
  sources: SourceName[];
}

/** E-mail addresses are unique regardless of case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('app_user')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listUsers(db: Kysely<Database>): Promise<UserRow[]> {
  return db.selectFrom('app_user').selectAll().orderBy('email').execute();
}

export async function insertUser(db: Kysely<Database>, user: NewUser, now: Date): Promise<void> {
  await db
    .insertInto('app_user')
    .values({
      id: user.id,
      email: normaliseEmail(user.email),
      first_name: user.firstName,
      last_name: user.lastName,
      username: user.username,
      password_hash: user.passwordHash,
      failed_login_attempt: 0,
      locked_until: null,
      active: 1,
      sources: JSON.stringify(user.sources),
      token_version: 0,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
}

type UserChange = Partial<
  Pick<
    UserTable,
    | 'password_hash'
    | 'failed_login_attempt'
    | 'locked_until'
    | 'active'
    | 'sources'
    | 'token_version'
  >
>;

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  change: UserChange,
  now: Date,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ ...change, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Revokes every token of the user by moving its token version on. */
export async function bumpTokenVersion(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('app_user')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: now.toISOString() }))
    .where('id', '=', id)
    .execute();
}

/**
 * Counts a login attempt before its password is checked, in one statement, and returns the
 * attempt's number in the current series: parallel attempts each get their own number, so a
 * burst cannot slip more guesses past the lockout than it allows. A lock that has run out starts
 * a new series. Null when the account is locked now (the attempt is not counted).
 */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<number | null> {
  const at = now.toISOString();
  const expired = sql<boolean>`locked_until is not null and locked_until <= ${at}`;
  const row = await db
    .updateTable('app_user')
    .set({
      failed_login_attempt: sql<number>`case when ${expired} then 1 else failed_login_attempt + 1 end`,
      locked_until: sql<string | null>`case when ${expired} then null else locked_until end`,
      updated_at: at,
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .returning('failed_login_attempt')
    .executeTakeFirst();
  return row?.failed_login_attempt ?? null;
}

export function sourcesOf(row: { sources: string }): SourceName[] {
  return JSON.parse(row.sources) as SourceName[];
}
