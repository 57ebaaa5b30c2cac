// Assessment API benchmark (issue 6): the real app on loopback, loaded with a generated large
// knowledge base (15 000 substances, 100 000 products, 200 000 interactions, documents for every
// third substance), measured with autocannon in the same process (both share the two cores, so
// the figures are a floor). Measures the interaction call for a 20-drug list, the six source calls
// for a 10-drug list and the name search, next to GET /api/health in the same run, and writes
// them to bench/results/api.json. Sizes: BENCH_SUBSTANCES, BENCH_PRODUCTS, BENCH_INTERACTIONS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { buildApp } from '@medkompass/server/src/app.ts';
import { createUserCommand } from '@medkompass/server/src/cli/users-commands.ts';
import { loadConfig } from '@medkompass/server/src/config.ts';
import { openDatabase } from '@medkompass/server/src/db/database.ts';
import { generateBundle } from '@medkompass/server/src/knowledge-base/generator/generate-bundle.ts';
import { measureAll, printRows, writeResults, type Endpoint } from './load.ts';

const options = {
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};
const sizes = {
  substances: Number(process.env.BENCH_SUBSTANCES ?? 15_000),
  products: Number(process.env.BENCH_PRODUCTS ?? 100_000),
  interactions: Number(process.env.BENCH_INTERACTIONS ?? 200_000),
  seed: 42,
  documents: true,
};

/**
 * A search list of `size` drugs that interact: the substances of the first interactions, half of
 * them named by a single-substance product that contains them.
 */
interface SearchList {
  nplIds: string[];
  nslIds: string[];
}

function interactingList(bundle: KbBundle, size: number): SearchList {
  const substances = new Set<string>();
  for (const interaction of bundle.interactions) {
    for (const nslId of interaction.substanceNslIds)
      if (substances.size < size) substances.add(nslId);
    if (substances.size === size) break;
  }
  const productOf = new Map<string, string>();
  for (const product of bundle.products) {
    const [only, ...others] = product.drugFormGroups.flatMap((g) => g.substances);
    if (only && others.length === 0 && !productOf.has(only.nslId))
      productOf.set(only.nslId, product.nplId);
  }
  const list: SearchList = { nplIds: [], nslIds: [] };
  for (const nslId of substances) {
    const nplId = productOf.get(nslId);
    if (nplId && list.nplIds.length < size / 2) list.nplIds.push(nplId);
    else list.nslIds.push(nslId);
  }
  return list;
}

const query = (list: SearchList) =>
  [...list.nplIds.map((id) => `nplIds=${id}`), ...list.nslIds.map((id) => `nslIds=${id}`)].join(
    '&',
  );

/**
 * Generates the knowledge base into a file and picks the lists, in a scope of its own: the
 * generated objects are garbage once it returns, so the heap measured is the server's alone.
 */
function prepare(dir: string): { file: string; list20: SearchList; searchPrefix: string } {
  const started = performance.now();
  const bundle = generateBundle(sizes);
  const file = path.join(dir, 'kb.json');
  fs.writeFileSync(file, JSON.stringify(bundle));
  console.log(
    `generated ${JSON.stringify(sizes)} in ${Math.round(performance.now() - started)} ms`,
  );
  const list20 = interactingList(bundle, 20);
  const searchPrefix = bundle.products[0]?.name.slice(0, 3) ?? 'ka';
  return { file, list20, searchPrefix };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-bench-api-'));
const { file: bundleFile, list20, searchPrefix } = prepare(dir);
global.gc?.();

const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
  KB_BUNDLE_PATH: bundleFile,
  DATA_DIR: dir,
  KB_RELOAD_INTERVAL_MS: '0',
  PORT: '0',
  // As in production (where it is off by default); BENCH_VALIDATE=true measures the zod encode.
  VALIDATE_KB_RESPONSES: process.env.BENCH_VALIDATE ?? 'false',
});
const started = performance.now();
const app = await buildApp({ config, database: openDatabase(config.DATABASE_URL) });
console.log(`imported and loaded in ${Math.round(performance.now() - started)} ms`);
const address = await app.listen({ host: '127.0.0.1', port: 0 });

// A logged-in user for riskprofile.
const password = 'bench-losenord-langt-nog';
const { db } = openDatabase(config.DATABASE_URL);
await createUserCommand(
  db,
  { email: 'bench@region.se', firstName: 'B', lastName: 'B', password },
  new Date(),
  { info: () => undefined, problem: () => undefined },
);
await db.destroy();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email: 'bench@region.se', password },
});
const authorization = `Bearer ${login.json<{ token: string }>().token}`;

const list10 = { nplIds: list20.nplIds.slice(0, 5), nslIds: list20.nslIds.slice(0, 5) };
const endpoints: Record<string, Endpoint> = {
  health: { url: '/api/health' },
  'interaction 20': { url: `/api/interaction?${query(list20)}` },
  'interaction 20 gzip': {
    url: `/api/interaction?${query(list20)}`,
    headers: { 'accept-encoding': 'gzip' },
  },
  'interaction 10': { url: `/api/interaction?${query(list10)}` },
  'riskprofile 10': {
    url: `/api/riskprofile?${list10.nslIds.map((id) => `nslIds=${id}`).join('&')}`,
    headers: { authorization },
  },
  'njurfunktion 10': { url: `/api/njurfunktion?${query(list10)}` },
  'lactation 10': { url: `/api/lactation?${query(list10)}` },
  'birthdefect 10': { url: `/api/birthdefect?${query(list10)}` },
  'genus 10': { url: `/api/genus?${query(list10)}` },
  search: {
    url: `/api/search?q=${encodeURIComponent(searchPrefix)}`,
  },
};

// Every call must answer 200 before it is measured; print what each answers.
for (const [name, endpoint] of Object.entries(endpoints)) {
  const response = await app.inject({ url: endpoint.url, headers: endpoint.headers ?? {} });
  if (response.statusCode !== 200)
    throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  const body: unknown = response.headers['content-encoding'] ? null : response.json();
  const items = Array.isArray(body) ? body.length : '-';
  console.log(
    `${name.padEnd(20)} ${String(response.rawPayload.length).padStart(7)} bytes, items ${items}`,
  );
}

const rows = await measureAll(address, endpoints, options);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });

printRows(rows, options);
const interaction = rows['interaction 20'];
const health = rows.health;
if (interaction && health) {
  const share = interaction.requestsPerSecond / health.requestsPerSecond;
  console.log(
    `target interaction 20: p99 ${interaction.p99} ms (< 20: ${interaction.p99 < 20 ? 'met' : 'MISSED'}), ${Math.round(100 * share)} % of health (≥ 40: ${share >= 0.4 ? 'met' : 'MISSED'})`,
  );
}
writeResults('api', {
  ...options,
  validateResponses: config.VALIDATE_KB_RESPONSES,
  sizes,
  list20,
  rows,
});
