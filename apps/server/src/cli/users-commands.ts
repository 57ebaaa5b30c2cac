import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { validateLoginEmail } from '@medkompass/contracts/form-validation.ts';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import type { Database } from '../db/schema.ts';
import {
  insertIntegrationClient,
  listIntegrationClients,
  setIntegrationClientActive,
} from '../modules/auth/integration-clients.repository.ts';
import { hashPassword } from '../modules/auth/password-hashing.ts';
import { passwordProblem, replacePassword } from '../modules/auth/account-password.ts';
import {
  bumpTokenVersion,
  findUserByEmail,
  insertUser,
  listUsers,
  normaliseEmail,
  sourcesOf,
  updateUser,
} from '../modules/auth/users.repository.ts';
import { CommandError, type Output } from './cli-support.ts';

const DEFAULT_SOURCES: SourceName[] = [...sourceNameSchema.options];

function checkPassword(password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem !== null) throw new CommandError(problem);
}

function parseSource(name: string): SourceName {
  const parsed = sourceNameSchema.safeParse(name);
  if (!parsed.success)
    throw new CommandError(
      `Okänd källa '${name}'. Välj bland: ${sourceNameSchema.options.join(', ')}.`,
    );
  return parsed.data;
}

async function requireUser(db: Kysely<Database>, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new CommandError(`Ingen användare med e-postadressen ${email}.`);
  return user;
}

export async function createUserCommand(
  db: Kysely<Database>,
  input: {
    email: string;
    firstName: string;
    lastName: string;
    password: string;
    sources?: string[];
  },
  now: Date,
  out: Output,
): Promise<void> {
  const email = validateLoginEmail(input.email);
  if (!email.ok) throw new CommandError(`Ogiltig e-postadress '${input.email}'.`);
  checkPassword(input.password, email.value);
  if (await findUserByEmail(db, email.value)) throw new CommandError(`${email.value} finns redan.`);
  await insertUser(
    db,
    {
      id: randomUUID(),
      email: email.value,
      firstName: input.firstName,
      lastName: input.lastName,
      username: normaliseEmail(email.value),
      passwordHash: await hashPassword(input.password),
      sources: input.sources?.map(parseSource) ?? DEFAULT_SOURCES,
    },
    now,
  );
  out.info(`Skapade ${normaliseEmail(email.value)}.`);
}

export async function listUsersCommand(db: Kysely<Database>, out: Output): Promise<void> {
  for (const user of await listUsers(db)) {
    out.info(
      `${user.email}\t${user.first_name} ${user.last_name}\t${user.active === 1 ? 'aktiv' : 'avstängd'}\t${sourcesOf(user).join(',')}`,
    );
  }
}

export async function showUserCommand(
  db: Kysely<Database>,
  email: string,
  out: Output,
): Promise<void> {
  const user = await requireUser(db, email);
  out.info(
    `e-post: ${user.email}\nnamn: ${user.first_name} ${user.last_name}\naktiv: ${user.active === 1 ? 'ja' : 'nej'}`,
  );
  out.info(
    `misslyckade inloggningar: ${user.failed_login_attempt}${user.locked_until ? `, spärrad till ${user.locked_until}` : ''}`,
  );
  out.info(`källor: ${sourcesOf(user).join(', ')}\nskapad: ${user.created_at}`);
}

export async function setActiveCommand(
  db: Kysely<Database>,
  email: string,
  active: boolean,
  now: Date,
  out: Output,
): Promise<void> {
  const user = await requireUser(db, email);
  await updateUser(db, user.id, { active: active ? 1 : 0 }, now);
  // Disabling also ends every session at once.
  if (!active) await bumpTokenVersion(db, user.id, now);
  out.info(`${user.email} är nu ${active ? 'aktiv' : 'avstängd'}.`);
}

export async function setPasswordCommand(
  db: Kysely<Database>,
  email: string,
  password: string,
  now: Date,
  out: Output,
): Promise<void> {
  const user = await requireUser(db, email);
  checkPassword(password, user.email);
  await replacePassword(db, user.id, password, now);
  out.info(`Nytt lösenord satt för ${user.email}; alla sessioner är avslutade.`);
}

export async function changeSourceCommand(
  db: Kysely<Database>,
  email: string,
  source: string,
  grant: boolean,
  now: Date,
  out: Output,
): Promise<void> {
  const user = await requireUser(db, email);
  const name = parseSource(source);
  const current = sourcesOf(user).filter((s) => s !== name);
  await updateUser(
    db,
    user.id,
    { sources: JSON.stringify(grant ? [...current, name] : current) },
    now,
  );
  out.info(`${user.email}: ${grant ? 'fick' : 'förlorade'} ${name}.`);
}

/** Registers a record system; its secret is shown once, here, and stored only as a hash. */
export async function createClientCommand(
  db: Kysely<Database>,
  input: { clientId: string; name: string; sources?: string[] },
  now: Date,
  out: Output,
): Promise<string> {
  if (!/^[\w.-]{3,100}$/.test(input.clientId))
    throw new CommandError('Klient-id: 3–100 tecken, bokstäver, siffror, punkt, bindestreck.');
  const secret = randomBytes(32).toString('base64url');
  await insertIntegrationClient(
    db,
    {
      clientId: input.clientId,
      name: input.name,
      secretHash: await hashPassword(secret),
      sources: input.sources?.map(parseSource) ?? DEFAULT_SOURCES,
    },
    now,
  );
  out.info(`Skapade klienten ${input.clientId}. Hemlighet (visas bara nu): ${secret}`);
  return secret;
}

export async function listClientsCommand(db: Kysely<Database>, out: Output): Promise<void> {
  for (const client of await listIntegrationClients(db)) {
    out.info(
      `${client.client_id}\t${client.name}\t${client.active === 1 ? 'aktiv' : 'avstängd'}\t${sourcesOf(client).join(',')}`,
    );
  }
}

export async function setClientActiveCommand(
  db: Kysely<Database>,
  clientId: string,
  active: boolean,
  out: Output,
): Promise<void> {
  if ((await setIntegrationClientActive(db, clientId, active)) === 0)
    throw new CommandError(`Ingen klient ${clientId}.`);
  out.info(`Klienten ${clientId} är nu ${active ? 'aktiv' : 'avstängd'}.`);
}
