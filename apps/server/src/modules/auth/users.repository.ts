import type { Kysely, Selectable } from 'kysely';
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

export function sourcesOf(row: { sources: string }): SourceName[] {
  return JSON.parse(row.sources) as SourceName[];
}
