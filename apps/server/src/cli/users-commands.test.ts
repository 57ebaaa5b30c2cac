import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findUserByEmail, sourcesOf } from '../modules/auth/users.repository.ts';
import { verifyPassword } from '../modules/auth/password-hashing.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database.ts';
import { CommandError } from './cli-support.ts';
import {
  changeSourceCommand,
  createClientCommand,
  createUserCommand,
  listClientsCommand,
  listUsersCommand,
  setActiveCommand,
  setClientActiveCommand,
  setPasswordCommand,
  showUserCommand,
} from './users-commands.ts';

const NOW = new Date('2026-11-22T10:00:00Z');
const PASSWORD = 'ett-langt-losenord';

describe.each(testDatabaseKinds)('users CLI commands on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let lines: string[];
  const out = { info: (l: string) => lines.push(l), problem: (l: string) => lines.push(l) };

  beforeEach(async () => {
    lines = [];
    database = await createTestDatabase(kind);
    handle = openDatabase(database.url);
    await migrateToLatest(handle.db);
    await createUserCommand(
      handle.db,
      { email: 'Anna@Region.se', firstName: 'Anna', lastName: 'Berg', password: PASSWORD },
      NOW,
      out,
    );
  });
  afterEach(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('creates a user with a hashed password and every source, never printing the password', async () => {
    const user = await findUserByEmail(handle.db, 'anna@region.se');
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user?.password_hash ?? null, PASSWORD)).toBe(true);
    expect(sourcesOf(user!)).toHaveLength(6);
    await listUsersCommand(handle.db, out);
    await showUserCommand(handle.db, 'anna@region.se', out);
    expect(lines.join('\n')).toContain('anna@region.se\tAnna Berg\taktiv');
    expect(lines.join('\n')).not.toContain(PASSWORD);
    expect(lines.join('\n')).not.toContain('$argon2');
  });

  it('refuses duplicates, bad addresses, short passwords and the address as password', async () => {
    const create = (email: string, password: string) =>
      createUserCommand(handle.db, { email, firstName: 'A', lastName: 'B', password }, NOW, out);
    await expect(create('anna@region.se', PASSWORD)).rejects.toThrow('finns redan');
    await expect(create('not-an-address', PASSWORD)).rejects.toThrow(CommandError);
    await expect(create('bo@region.se', 'kort')).rejects.toThrow('minst 12 tecken');
    await expect(create('bo.bosson@region.se', 'BO.BOSSON@region.se')).rejects.toThrow(
      'e-postadressen',
    );
    await expect(showUserCommand(handle.db, 'nobody@region.se', out)).rejects.toThrow(
      'Ingen användare',
    );
  });

  it('disables (ending sessions), enables, sets a password and grants and revokes sources', async () => {
    const before = await findUserByEmail(handle.db, 'anna@region.se');
    await setActiveCommand(handle.db, 'anna@region.se', false, NOW, out);
    let user = await findUserByEmail(handle.db, 'anna@region.se');
    expect([user?.active, user?.token_version]).toEqual([0, (before?.token_version ?? 0) + 1]);
    await setActiveCommand(handle.db, 'anna@region.se', true, NOW, out);
    await setPasswordCommand(handle.db, 'anna@region.se', 'ett-annat-langt-losenord', NOW, out);
    await changeSourceCommand(handle.db, 'anna@region.se', 'riskprofile', false, NOW, out);
    user = await findUserByEmail(handle.db, 'anna@region.se');
    expect(user?.active).toBe(1);
    expect(await verifyPassword(user?.password_hash ?? null, 'ett-annat-langt-losenord')).toBe(
      true,
    );
    expect(sourcesOf(user!)).not.toContain('riskprofile');
    await changeSourceCommand(handle.db, 'anna@region.se', 'riskprofile', true, NOW, out);
    expect(sourcesOf((await findUserByEmail(handle.db, 'anna@region.se'))!)).toContain(
      'riskprofile',
    );
    await expect(
      changeSourceCommand(handle.db, 'anna@region.se', 'astrology', true, NOW, out),
    ).rejects.toThrow("Okänd källa 'astrology'");
  });

  it('registers record-system clients, showing the secret once', async () => {
    const secret = await createClientCommand(
      handle.db,
      { clientId: 'journal-x', name: 'Journal X' },
      NOW,
      out,
    );
    expect(lines.at(-1)).toContain(secret);
    await listClientsCommand(handle.db, out);
    expect(lines.at(-1)).toBe(
      'journal-x\tJournal X\taktiv\tinteractions,riskprofile,njurfunktion,birthdefect,lactation,genus',
    );
    await setClientActiveCommand(handle.db, 'journal-x', false, out);
    await expect(setClientActiveCommand(handle.db, 'journal-y', false, out)).rejects.toThrow(
      'Ingen klient',
    );
    await expect(
      createClientCommand(handle.db, { clientId: 'x', name: 'X' }, NOW, out),
    ).rejects.toThrow('Klient-id');
  });
});
