import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kbBundleSchema } from '@medkompass/contracts/kb-bundle.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadActiveBundle } from '../knowledge-base/kb.repository.ts';
import { InvalidBundleError } from '../knowledge-base/kb-loader.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database.ts';
import { CommandError } from './cli-support.ts';
import {
  exportCommand,
  generateCommand,
  importCommand,
  importNplCommand,
  statsCommand,
  validateCommand,
} from './kb-commands.ts';

const demoPath = path.resolve(import.meta.dirname, '../../../../knowledge-base/demo-kb.json');
const nplFixtures = path.resolve(import.meta.dirname, '../../test-fixtures/npl');
const NOW = new Date('2026-11-22T10:00:00Z');

function recorder() {
  const lines: string[] = [];
  const problems: string[] = [];
  return {
    lines,
    problems,
    out: { info: (l: string) => lines.push(l), problem: (l: string) => problems.push(l) },
  };
}

describe.each(testDatabaseKinds)('kb CLI commands on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let dir: string;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    handle = openDatabase(database.url);
    await migrateToLatest(handle.db);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kb-cli-'));
  });
  afterEach(async () => {
    await handle.db.destroy();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports, reports stats and exports the same bundle back', async () => {
    const { lines, out } = recorder();
    await expect(statsCommand(handle.db, out)).rejects.toThrow(CommandError);
    await importCommand(handle.db, demoPath, NOW, out);
    await statsCommand(handle.db, out);
    expect(lines.join('\n')).toContain('demo-2026.11.0 (demo)');
    expect(lines.join('\n')).toMatch(/substances \d+, specialSubstances \d+, products \d+/);

    const exported = path.join(dir, 'export.json');
    await exportCommand(handle.db, exported, out);
    const original = kbBundleSchema.parse(JSON.parse(fs.readFileSync(demoPath, 'utf8')));
    const roundTrip = kbBundleSchema.parse(JSON.parse(fs.readFileSync(exported, 'utf8')));
    const byId = <T>(list: T[], id: (t: T) => string) =>
      [...list].sort((a, b) => id(a).localeCompare(id(b)));
    expect(byId(roundTrip.products, (p) => p.nplId)).toEqual(
      byId(original.products, (p) => p.nplId),
    );
    expect(byId(roundTrip.interactions, (i) => i.id)).toEqual(
      byId(original.interactions, (i) => i.id),
    );
    expect(roundTrip.manifest).toEqual(original.manifest);
  });

  it('refuses an invalid bundle whole, leaving the active one as it was', async () => {
    const { out } = recorder();
    await importCommand(handle.db, demoPath, NOW, out);
    const bad = path.join(dir, 'bad.json');
    const bundle = JSON.parse(fs.readFileSync(demoPath, 'utf8')) as {
      manifest: { kbVersion: string };
      products: { nplId: string }[];
    };
    bundle.manifest.kbVersion = 'bad';
    bundle.products[0]!.nplId = 'x';
    fs.writeFileSync(bad, JSON.stringify(bundle));
    await expect(validateCommand(bad, out)).rejects.toThrow(InvalidBundleError);
    await expect(importCommand(handle.db, bad, NOW, out)).rejects.toThrow(/products\[0\]\.nplId/);
    expect((await loadActiveBundle(handle.db))?.bundle.manifest.kbVersion).toBe('demo-2026.11.0');
  });

  it('refuses a bundle with an invalid duplication class, naming the class, and keeps the active one', async () => {
    const { out } = recorder();
    await importCommand(handle.db, demoPath, NOW, out);
    const bad = path.join(dir, 'bad-class.json');
    const bundle = kbBundleSchema.parse(JSON.parse(fs.readFileSync(demoPath, 'utf8')));
    bundle.manifest.kbVersion = 'bad-class';
    bundle.duplicationClasses.push({
      id: 'trasig-klass',
      name: 'trasig klass',
      atcPrefixes: ['N0'],
      hazard: 'Risk.',
      advice: 'Råd.',
    });
    fs.writeFileSync(bad, JSON.stringify(bundle));
    const index = bundle.duplicationClasses.length - 1;
    const error = await importCommand(handle.db, bad, NOW, out).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidBundleError);
    const problems = (error as InvalidBundleError).problems;
    expect(problems.map((p) => p.path)).toEqual([`duplicationClasses[${index}].atcPrefixes[0]`]);
    expect(problems[0]?.message).toMatch(/^ATC-prefixet ska vara .*\(klassen trasig-klass\)$/);
    const active = (await loadActiveBundle(handle.db))?.bundle;
    expect(active?.manifest.kbVersion).toBe('demo-2026.11.0');
    expect(active?.duplicationClasses.map((c) => c.id)).not.toContain('trasig-klass');
  });

  it('imports the duplication classes and reads them back', async () => {
    const { out } = recorder();
    await importCommand(handle.db, demoPath, NOW, out);
    const original = kbBundleSchema.parse(JSON.parse(fs.readFileSync(demoPath, 'utf8')));
    const active = (await loadActiveBundle(handle.db))?.bundle;
    const byId = (classes: typeof original.duplicationClasses) =>
      [...classes].sort((a, b) => a.id.localeCompare(b.id));
    expect(original.duplicationClasses.length).toBeGreaterThan(0);
    expect(byId(active?.duplicationClasses ?? [])).toEqual(byId(original.duplicationClasses));
  });

  it('adds NPL products whose substances are known, and reports the rest', async () => {
    const { lines, problems, out } = recorder();
    const base = kbBundleSchema.parse(JSON.parse(fs.readFileSync(demoPath, 'utf8')));
    base.substances.push({
      nslId: 'IDE4POEOUADS5VERT1',
      name: 'nifedipin',
      names: [{ language: 'sv', name: 'nifedipin' }],
      isTopParent: true,
      topParent: null,
      childNslIds: [],
      isSpecial: false,
      atcCodes: ['C08CA05'],
    });
    const withNifedipine = path.join(dir, 'base.json');
    fs.writeFileSync(withNifedipine, JSON.stringify(base));
    await importCommand(handle.db, withNifedipine, NOW, out);

    await importNplCommand(handle.db, nplFixtures, NOW, out);
    expect(problems).toEqual([
      '10010101000011.xml: 10010101000011 Celectol: okända substanser IDE4POF6UARA4VERT1',
    ]);
    expect(lines.at(-1)).toBe(
      'Lade till eller uppdaterade 1 produkter; ny version demo-2026.11.0+npl.2026-11-22.',
    );
    const active = await loadActiveBundle(handle.db);
    const nifehexal = active?.bundle.products.find((p) => p.nplId === '10010101000035');
    expect(nifehexal).toMatchObject({
      name: 'Nifehexal',
      drugProductType: 'LIC',
      atcCodes: ['C08CA05'],
    });
  });

  it('generates a valid bundle that validates and imports', async () => {
    const { out } = recorder();
    const file = path.join(dir, 'generated.json');
    await generateCommand({ substances: 30, products: 60, interactions: 40, seed: 5 }, file, out);
    await validateCommand(file, out);
    await importCommand(handle.db, file, NOW, out);
    expect((await loadActiveBundle(handle.db))?.bundle.products).toHaveLength(60);
  });
});
