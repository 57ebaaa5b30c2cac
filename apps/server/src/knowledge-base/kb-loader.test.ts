import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database.ts';
import {
  InvalidBundleError,
  loadKnowledgeBase,
  readBundleFile,
  reloadIfChanged,
} from './kb-loader.ts';
import { KnowledgeBaseHolder } from './kb-holder.ts';
import { importBundle } from './kb.repository.ts';
import { KnowledgeBaseStore } from './kb-store.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { collectAfterLoad } from './load-garbage.ts';
import type * as loadGarbage from './load-garbage.ts';

// The collection after a load, observed (it does what it does; without --expose-gc, nothing).
vi.mock('./load-garbage.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof loadGarbage>();
  return { ...actual, collectAfterLoad: vi.fn(actual.collectAfterLoad) };
});

const demoPath = path.resolve(import.meta.dirname, '../../../../knowledge-base/demo-kb.json');
const silent = pino({ level: 'silent' });
const fixedNow = () => new Date('2026-11-22T10:00:00Z');

describe.each(testDatabaseKinds)('loading the knowledge base on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
    handle = openDatabase(database.url);
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.db.destroy();
    await database.drop();
  });

  it('imports the seed bundle on the first start and reuses it afterwards', async () => {
    const first = new KnowledgeBaseHolder();
    await loadKnowledgeBase(handle.db, first, demoPath, silent, fixedNow);
    expect(first.store.manifest.kbVersion).toBe('demo-2026.11.0');
    const imports = await handle.db.selectFrom('kb_import').select(['id', 'imported_at']).execute();
    expect(imports).toHaveLength(1);

    // A second start must not import again, even when the seed file has gone.
    const second = new KnowledgeBaseHolder();
    await loadKnowledgeBase(handle.db, second, '/no/such/bundle.json', silent, fixedNow);
    expect(second.store.substancesByIds(['IDDEMOWARFARIN']).map((s) => s.name)).toEqual([
      'warfarin',
    ]);
    expect(second.importId).toBe(first.importId);
    expect(await handle.db.selectFrom('kb_import').select('id').execute()).toEqual([
      { id: imports[0]?.id },
    ]);
  });

  it('reads every record back, page by page, into a store that answers as the bundle does', async () => {
    const holder = new KnowledgeBaseHolder();
    await loadKnowledgeBase(handle.db, holder, demoPath, silent, fixedNow);
    const bundle = await readBundleFile(demoPath);
    const loaded = holder.store;
    // The demo has more interactions (2 120) and products than one page (1 000 rows).
    expect(loaded.counts()).toEqual(KnowledgeBaseStore.fromBundle(bundle).counts());
    for (const product of bundle.products) expect(loaded.product(product.nplId)).toEqual(product);
    const edges = (nslId: string) =>
      loaded
        .interactionEdgesFrom(nslId)
        .map(({ second, interaction }) => ({ second, interaction }));
    const expected = new BundleKnowledgeBase(bundle);
    for (const { nslId } of bundle.substances) {
      // Grouped per first substance in id order (the order the rows come in), as a bundle sorted so.
      const sorted = (list: { interaction: { id: string } }[]) =>
        [...list].sort((a, b) => (a.interaction.id < b.interaction.id ? -1 : 1));
      expect(sorted(edges(nslId))).toEqual(sorted([...expected.interactionEdgesFrom(nslId)]));
      expect(loaded.hasInteractions(nslId)).toBe(expected.hasInteractions(nslId));
    }
    expect(loaded.searchNames('warf', 5)).toEqual(
      KnowledgeBaseStore.fromBundle(bundle).searchNames('warf', 5),
    );
  });

  it('keeps the active knowledge base whole when an import fails midway', async () => {
    await loadKnowledgeBase(handle.db, new KnowledgeBaseHolder(), demoPath, silent, fixedNow);
    const broken = await readBundleFile(demoPath);
    broken.manifest.kbVersion = 'broken';
    // Two interaction texts with one id break the primary key after other records are written.
    broken.interactionTexts.push({ ...broken.interactionTexts[0]! });
    await expect(importBundle(handle.db, broken, fixedNow())).rejects.toThrow();

    const reloaded = new KnowledgeBaseHolder();
    await loadKnowledgeBase(handle.db, reloaded, demoPath, silent, fixedNow);
    expect(reloaded.store.manifest.kbVersion).toBe('demo-2026.11.0');
    expect(reloaded.store.productsByIds(['99000000000001'])).toHaveLength(1);
  });

  it('notices a knowledge base imported by another process and swaps it in whole', async () => {
    const server = new KnowledgeBaseHolder();
    await loadKnowledgeBase(handle.db, server, demoPath, silent, fixedNow);
    expect(await reloadIfChanged(handle.db, server, silent)).toBe(false);

    // Another process (the CLI, another instance) imports a new version into the same database.
    const next = await readBundleFile(demoPath);
    next.manifest.kbVersion = 'demo-next';
    next.products = next.products.filter((p) => p.nplId !== '99000000000001');
    const other = openDatabase(database.url);
    try {
      await importBundle(other.db, next, fixedNow());
    } finally {
      await other.db.destroy();
    }

    const before = server.store;
    expect(await reloadIfChanged(handle.db, server, silent)).toBe(true);
    expect(server.store).not.toBe(before);
    expect(server.store.manifest.kbVersion).toBe('demo-next');
    expect(server.store.productsByIds(['99000000000001'])).toEqual([]);
    // The old store is untouched: a request that began before the swap reads one whole version.
    expect(before.productsByIds(['99000000000001'])).toHaveLength(1);
    expect(await reloadIfChanged(handle.db, server, silent)).toBe(false);
  });
  it('collects what a load left once its store is in place, on a start and on a reload', async () => {
    const server = new KnowledgeBaseHolder();
    const seen: { store: KnowledgeBaseStore | null; packedBytes: number }[] = [];
    vi.mocked(collectAfterLoad).mockImplementation((packedBytes) => {
      seen.push({ store: server.isLoaded ? server.store : null, packedBytes });
      return null;
    });
    try {
      await loadKnowledgeBase(handle.db, server, demoPath, silent, fixedNow);
      const first = server.store;
      const next = await readBundleFile(demoPath);
      next.manifest.kbVersion = 'demo-next';
      await importBundle(handle.db, next, fixedNow());
      await reloadIfChanged(handle.db, server, silent);

      // Each time with the new store already swapped in, so the one it replaced is garbage too,
      // and the size of its packed records, by which the collection decides.
      expect(seen.map(({ store }) => store?.manifest.kbVersion)).toEqual([
        'demo-2026.11.0',
        'demo-next',
      ]);
      expect(seen[0]?.store).toBe(first);
      expect(seen[1]?.store).toBe(server.store);
      for (const { packedBytes } of seen) expect(packedBytes).toBeGreaterThan(1_000_000);
    } finally {
      vi.mocked(collectAfterLoad).mockReset();
    }
  });
});

describe('readBundleFile', () => {
  it('rejects a file that is not JSON, saying so', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kb-')), 'bad.json');
    fs.writeFileSync(file, '{ not json');
    await expect(readBundleFile(file)).rejects.toThrow(/not JSON/);
  });

  it('rejects an invalid bundle listing its problems', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kb-')), 'invalid.json');
    const bundle = JSON.parse(fs.readFileSync(demoPath, 'utf8')) as {
      products: { nplId: string }[];
    };
    bundle.products[0]!.nplId = 'x';
    fs.writeFileSync(file, JSON.stringify(bundle));
    const error = await readBundleFile(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidBundleError);
    expect((error as InvalidBundleError).problems[0]?.path).toBe('products[0].nplId');
  });
});
