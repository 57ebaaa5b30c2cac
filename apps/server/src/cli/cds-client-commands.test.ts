import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findCdsClient } from '../modules/cds-hooks/cds.repository.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database.ts';
import {
  addCdsClientCommand,
  listCdsClientsCommand,
  setCdsClientActiveCommand,
} from './cds-client-commands.ts';
import { CommandError } from './cli-support.ts';

const NOW = new Date('2026-11-25T10:00:00Z');

describe.each(testDatabaseKinds)('CDS client commands on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let lines: string[];
  const out = { info: (l: string) => lines.push(l), problem: (l: string) => lines.push(l) };

  beforeEach(async () => {
    lines = [];
    database = await createTestDatabase(kind);
    handle = openDatabase(database.url);
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('registers a client with its public key file, lists and disables it', async () => {
    const { publicKey } = await generateKeyPair('ES384', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), alg: 'ES384' };
    await addCdsClientCommand(
      handle.db,
      {
        issuer: 'https://journal.test',
        name: 'Journalen',
        publicKey: JSON.stringify(jwk),
        sources: ['interactions', 'njurfunktion'],
      },
      NOW,
      out,
    );
    expect(lines).toEqual([
      'Registrerade CDS-klienten https://journal.test (interactions, njurfunktion).',
    ]);
    const stored = await findCdsClient(handle.db, 'https://journal.test');
    expect(JSON.parse(stored?.public_key_jwk ?? '{}')).toEqual(jwk);
    await listCdsClientsCommand(handle.db, out);
    expect(lines[1]).toBe(
      'https://journal.test\tJournalen\taktiv\tlagrad nyckel\tinteractions,njurfunktion',
    );
    await setCdsClientActiveCommand(handle.db, 'https://journal.test', false, out);
    expect((await findCdsClient(handle.db, 'https://journal.test'))?.active).toBe(0);
  });

  it('registers a client by its JWKS address with all sources', async () => {
    await addCdsClientCommand(
      handle.db,
      { issuer: 'journal-b', name: 'B', jwksUrl: 'https://journal-b.test/jwks.json' },
      NOW,
      out,
    );
    const stored = await findCdsClient(handle.db, 'journal-b');
    expect(stored?.jwks_url).toBe('https://journal-b.test/jwks.json');
    expect(JSON.parse(stored?.sources ?? '[]')).toHaveLength(6);
  });

  it('refuses a private key, both or neither key, plain http off this machine, a known issuer and an unknown source', async () => {
    const { privateKey } = await generateKeyPair('ES384', { extractable: true });
    const privateJwk = JSON.stringify(await exportJWK(privateKey));
    const add = (input: Partial<Parameters<typeof addCdsClientCommand>[1]>) =>
      addCdsClientCommand(handle.db, { issuer: 'x', name: 'X', ...input }, NOW, out);
    await expect(add({ publicKey: privateJwk })).rejects.toThrow(/privat/);
    await expect(add({ publicKey: '{"kty":"oct","k":"c2VjcmV0"}' })).rejects.toThrow(
      /privat eller symmetrisk/,
    );
    await expect(add({ publicKey: 'inte json' })).rejects.toThrow(/inte JSON/);
    await expect(add({})).rejects.toThrow(/precis en av/);
    await expect(add({ jwksUrl: 'https://a.test/j', publicKey: '{}' })).rejects.toThrow(
      /precis en av/,
    );
    await expect(add({ jwksUrl: 'http://journal.test/jwks' })).rejects.toThrow(/https/);
    await expect(add({ jwksUrl: 'https://a.test/j', sources: ['sideeffects'] })).rejects.toThrow(
      /Okänd källa/,
    );
    await add({ jwksUrl: 'http://127.0.0.1:9999/jwks' });
    await expect(add({ jwksUrl: 'https://a.test/j' })).rejects.toThrow(CommandError);
    await expect(setCdsClientActiveCommand(handle.db, 'ingen', true, out)).rejects.toThrow(
      /Ingen CDS-klient/,
    );
  });
});
