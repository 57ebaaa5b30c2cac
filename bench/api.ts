// Assessment API benchmark: the real app on loopback, loaded with a generated
// large knowledge base (15 000 substances, 100 000 products, 200 000 interactions, documents for
// every third substance), in a process of its own (api-server.ts), measured with autocannon from
// this one. Measures the interaction call for a 20-drug list (plain and gzip), the six source calls
// for a 10-drug list and the name search, next to GET /api/health in the same run, at 50
// connections and the 20-drug call and health again at 200, and writes them to
// bench/results/api.json. Sizes: BENCH_SUBSTANCES, BENCH_PRODUCTS, BENCH_INTERACTIONS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { generateBundle } from '@medkompass/server/src/knowledge-base/generator/generate-bundle.ts';
import type { ServerLatency, ServerMemory, ServerReady } from './api-server.ts';
import {
  measureAll,
  printRows,
  writeResults,
  type Endpoint,
  type LoadRow,
  type ServerObserver,
} from './load.ts';
import { SERVER_NODE_ARGS } from './server-node-args.ts';

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

// Imported as an operator does, with the CLI in a process of its own: the server then starts as
// it restarts in production, loading the knowledge base from the database.
const imported = spawnSync(
  process.execPath,
  [path.join(import.meta.dirname, '../apps/server/src/cli/kb-cli.ts'), 'import', bundleFile],
  {
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  },
);
if (imported.status !== 0) throw new Error(`import failed: ${imported.stderr}`);

const server = fork(path.join(import.meta.dirname, 'api-server.ts'), {
  env: { ...process.env, BENCH_DIR: dir, BENCH_BUNDLE_FILE: bundleFile },
  execArgv: SERVER_NODE_ARGS,
});
const [ready] = (await once(server, 'message')) as [ServerReady];
const { address, authorization } = ready;
console.log(`server: started and loaded the knowledge base in ${ready.loadMs} ms`);
const serverMemory = async (): Promise<ServerMemory> => {
  server.send('memory');
  return ((await once(server, 'message')) as [ServerMemory])[0];
};
const memoryAfterReady = await serverMemory();
const serverLatency = async (message: 'latency' | 'latency-reset'): Promise<ServerLatency> => {
  server.send(message);
  return ((await once(server, 'message')) as [ServerLatency])[0];
};
// The server's own latency and event-loop delay, per endpoint: whose a tail is.
const observer: ServerObserver = {
  reset: async () => {
    await serverLatency('latency-reset');
  },
  read: async () => {
    const { handlingP99, handlingMax, loopDelayP99, loopDelayMax } = await serverLatency('latency');
    return { handlingP99, handlingMax, loopDelayP99, loopDelayMax };
  },
};

const list10 = { nplIds: list20.nplIds.slice(0, 5), nslIds: list20.nslIds.slice(0, 5) };
const allEndpoints: Record<string, Endpoint> = {
  health: { url: '/api/health' },
  'interaction 20': { url: `/api/interaction?${query(list20)}` },
  'interaction 20 uncached': { url: `/api/interaction?${query(list20)}`, uncached: true },
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

// BENCH_ENDPOINTS=health,interaction 20 measures only those (health is always kept).
const only = process.env.BENCH_ENDPOINTS?.split(',');
const endpoints = Object.fromEntries(
  Object.entries(allEndpoints).filter(
    ([name]) => !only || name === 'health' || only.includes(name),
  ),
);

// Every call must answer 200 before it is measured; print what each answers.
for (const [name, endpoint] of Object.entries(endpoints)) {
  const response = await fetch(address + endpoint.url, { headers: endpoint.headers ?? {} });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${name}: ${response.status}`);
  console.log(`${name.padEnd(20)} ${String(bytes).padStart(7)} bytes`);
}

const rows = await measureAll(address, endpoints, options, observer);
const busy = { connections: 200, durationSeconds: options.durationSeconds };
const rowsAt200: Record<string, LoadRow> = await measureAll(
  address,
  Object.fromEntries(
    ['health', 'interaction 20', 'interaction 20 uncached'].flatMap((name) => {
      const endpoint = endpoints[name];
      return endpoint ? [[name, endpoint]] : [];
    }),
  ),
  busy,
  observer,
);
const memory = await serverMemory();
server.send('stop');
await once(server, 'exit');
fs.rmSync(dir, { recursive: true, force: true });

printRows(rows, options);
printRows(rowsAt200, busy);
const describeMemory = (figures: ServerMemory) =>
  `${figures.rssMiB} MiB resident: heap ${figures.heapUsedMiB} MiB in use of ${figures.heapTotalMiB} committed, ${figures.externalMiB} MiB outside it (${figures.arrayBuffersMiB} in array buffers)`;
console.log(`server memory after ready: ${describeMemory(memoryAfterReady)}`);
console.log(`server memory after the load: ${describeMemory(memory)}`);
const share = (table: Record<string, LoadRow>, name: string) =>
  (table[name]?.requestsPerSecond ?? 0) / (table.health?.requestsPerSecond ?? 1);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const at50 = rows['interaction 20'];
const gzip = rows['interaction 20 gzip'];
const at200 = rowsAt200['interaction 20'];
if (at50 && gzip && at200) {
  const gzipShare = gzip.requestsPerSecond / at50.requestsPerSecond;
  console.log(
    `target interaction 20 at 50: p99 ${at50.p99} ms (< 20: ${verdict(at50.p99 < 20)}), ${Math.round(100 * share(rows, 'interaction 20'))} % of health (≥ 60: ${verdict(share(rows, 'interaction 20') >= 0.6)})`,
  );
  console.log(
    `target gzip: ${Math.round(100 * gzipShare)} % of uncompressed (≥ 80: ${verdict(gzipShare >= 0.8)}), p99 ${gzip.p99} ms (< 25: ${verdict(gzip.p99 < 25)})`,
  );
  console.log(
    `target interaction 20 at 200: ${Math.round(100 * share(rowsAt200, 'interaction 20'))} % of health (≥ 40: ${verdict(share(rowsAt200, 'interaction 20') >= 0.4)}), errors ${at200.errors + at200.non2xx} (0: ${verdict(at200.errors + at200.non2xx === 0)})`,
  );
}
writeResults('api', {
  ...options,
  validateResponses: ready.validateResponses,
  sizes,
  list20,
  rows,
  rowsAt200,
  serverMemoryAfterReady: memoryAfterReady,
  serverMemory: memory,
});
