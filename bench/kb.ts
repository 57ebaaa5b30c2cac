// Knowledge-base benchmark: a generated KB of 15 000 substances, 100 000 products and
// 200 000 interactions. Prints import time, store load time, resident memory and name-search
// latency percentiles, and writes them to bench/results/kb.json. Sizes can be overridden with
// BENCH_SUBSTANCES, BENCH_PRODUCTS, BENCH_INTERACTIONS; BENCH_DATABASE_URL picks the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@medkompass/server/src/db/database.ts';
import { migrateToLatest } from '@medkompass/server/src/db/migrate.ts';
import { generateBundle } from '@medkompass/server/src/knowledge-base/generator/generate-bundle.ts';
import { importBundle } from '@medkompass/server/src/knowledge-base/kb.repository.ts';
import { readActiveKnowledgeBase } from '@medkompass/server/src/knowledge-base/kb-reader.ts';
import { KnowledgeBaseStore } from '@medkompass/server/src/knowledge-base/kb-store.ts';
import { seededRandom } from '@medkompass/server/src/knowledge-base/generator/random.ts';
import { SERVER_NODE_ARGS } from './server-node-args.ts';

const sizes = {
  substances: Number(process.env.BENCH_SUBSTANCES ?? 15_000),
  products: Number(process.env.BENCH_PRODUCTS ?? 100_000),
  interactions: Number(process.env.BENCH_INTERACTIONS ?? 200_000),
  seed: 42,
};
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
const seconds = (ms: number) => Math.round(ms) / 1000;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Phase 2, in a fresh process so its memory is the server's: load the store, then search. */
async function loadAndSearch(databaseUrl: string) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const { db } = openDatabase(databaseUrl);
  const active = await readActiveKnowledgeBase(db);
  if (!active) throw new Error('nothing imported');
  const store = new KnowledgeBaseStore(active.loaded);
  const loadMs = performance.now() - started;
  await db.destroy();
  // A full collection's pause, with the store as a server holds it: the median of five.
  const gcPauses = Array.from({ length: 5 }, () => {
    const t = performance.now();
    global.gc?.();
    return performance.now() - t;
  }).sort((a, b) => a - b);
  const fullGcMs = Math.round(gcPauses[2] ?? 0);
  const { rss: rssAfter, heapUsed, heapTotal, external } = process.memoryUsage();

  // Queries: 1–4 character prefixes of real names, and whole names with one letter changed.
  const { products, sections } = active.loaded;
  const names = Array.from({ length: products.size }, (_, i) => products.nameAt(i)).concat(
    sections.substances.map((s) => s.name),
  );
  const random = seededRandom(7);
  const queries: Record<string, string[]> = {
    prefix1: [],
    prefix2: [],
    prefix3: [],
    prefix4: [],
    oneTypo: [],
  };
  for (let i = 0; i < 2000; i++) {
    const name = names[Math.floor(random() * names.length)] ?? 'a';
    for (const length of [1, 2, 3, 4]) queries[`prefix${length}`]?.push(name.slice(0, length));
    const at = 1 + Math.floor(random() * (name.length - 1));
    queries.oneTypo?.push(name.slice(0, at) + (name[at] === 'x' ? 'y' : 'x') + name.slice(at + 1));
  }
  const search: Record<string, { p50: number; p99: number; max: number }> = {};
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  for (const [kind, list] of Object.entries(queries)) {
    for (const query of list.slice(0, 200)) store.searchNames(query, 10); // warm-up
    const times = list.map((query) => {
      const t = performance.now();
      store.searchNames(query, 10);
      return performance.now() - t;
    });
    times.sort((a, b) => a - b);
    search[kind] = {
      p50: round(percentile(times, 50)),
      p99: round(percentile(times, 99)),
      max: round(times.at(-1) ?? 0),
    };
  }
  global.gc?.();
  const { rss: rssAfterSearch, heapTotal: heapTotalAfterSearch } = process.memoryUsage();
  return {
    loadMs,
    rssBefore,
    rssAfter,
    heapUsed,
    heapTotal,
    external,
    fullGcMs,
    search,
    rssAfterSearch,
    heapTotalAfterSearch,
  };
}

if (process.argv[2] === 'load') {
  process.stdout.write(JSON.stringify(await loadAndSearch(process.argv[3] ?? '')));
  process.exit(0);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-kb-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dir, 'kb.sqlite')}`;

let started = performance.now();
const generated = generateBundle(sizes);
const generateMs = performance.now() - started;

const { db } = openDatabase(databaseUrl);
await migrateToLatest(db);
started = performance.now();
await importBundle(db, generated, new Date());
const importMs = performance.now() - started;
await db.destroy();

const child = spawnSync(
  process.execPath,
  ['--expose-gc', ...SERVER_NODE_ARGS, import.meta.filename, 'load', databaseUrl],
  {
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  },
);
if (child.status !== 0) throw new Error(`load phase failed: ${child.stderr}`);
const loaded = JSON.parse(child.stdout) as Awaited<ReturnType<typeof loadAndSearch>>;

const result = {
  at: new Date().toISOString(),
  node: process.version,
  database: databaseUrl.split(':')[0],
  sizes,
  generateSeconds: seconds(generateMs),
  importSeconds: seconds(importMs),
  loadSeconds: seconds(loaded.loadMs),
  rssMiB: {
    processStart: mib(loaded.rssBefore),
    afterLoad: mib(loaded.rssAfter),
    afterSearches: mib(loaded.rssAfterSearch),
  },
  heapTotalAfterSearchesMiB: mib(loaded.heapTotalAfterSearch),
  heapUsedMiB: mib(loaded.heapUsed),
  heapTotalMiB: mib(loaded.heapTotal),
  externalMiB: mib(loaded.external),
  fullGcMs: loaded.fullGcMs,
  searchMs: loaded.search,
};
console.log(
  `KB ${sizes.substances} substances, ${sizes.products} products, ${sizes.interactions} interactions on ${result.database}`,
);
console.log(
  `generate ${result.generateSeconds} s, import ${result.importSeconds} s, load ${result.loadSeconds} s`,
);
console.log(
  `resident memory of the loading process: ${result.rssMiB.afterLoad} MiB after load, ${result.rssMiB.afterSearches} MiB after the searches (${result.rssMiB.processStart} MiB at start)`,
);
console.log(
  `heap in use ${result.heapUsedMiB} MiB of ${result.heapTotalMiB} MiB; outside the heap (buffers) ${result.externalMiB} MiB`,
);
console.log(`a full garbage collection pauses ${result.fullGcMs} ms`);
console.log('search        p50 ms   p99 ms   max ms');
for (const [kind, row] of Object.entries(result.searchMs)) {
  console.log(
    `${kind.padEnd(12)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(8)} ${String(row.max).padStart(8)}`,
  );
}
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'kb.json'),
  JSON.stringify(result, null, 2),
);
fs.rmSync(dir, { recursive: true, force: true });
