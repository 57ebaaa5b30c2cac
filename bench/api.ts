// Assessment API benchmark: the real app on loopback, loaded with a generated
// large knowledge base (15 000 substances, 100 000 products, 200 000 interactions, documents for
// every third substance), in a process of its own (api-server.ts), measured with autocannon from
// this one. Measures the interaction call for a 20-drug list (plain and gzip), the six source calls
// for a 10-drug list and the name search, next to GET /api/health in the same run, at 50
// connections and the 20-drug call and health again at 200, and writes them to
// bench/results/api.json. Sizes: BENCH_SUBSTANCES, BENCH_PRODUCTS, BENCH_INTERACTIONS.
// BENCH_SERVER=bundle runs the server as the production start does, from its bundle (built from
// the tree as `npm run build` builds apps/server/dist, into a folder of its own beside it)
// instead of from source; the server's memory (server-probe.ts) is printed either way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { buildServerBundle } from '@medkompass/server/src/build/server-bundle.ts';
import { generateBundle } from '@medkompass/server/src/knowledge-base/generator/generate-bundle.ts';
import type { ServerLatency, ServerReady } from './api-server.ts';
import { BENCH_USER, createBenchUser } from './bench-user.ts';
import {
  measureAll,
  printRows,
  writeResults,
  type Endpoint,
  type LoadRow,
  type ServerObserver,
} from './load.ts';
import { SERVER_NODE_ARGS } from './server-node-args.ts';
import { describeMemory, memoryOf, SERVER_PROBE_ARGS } from './server-probe.ts';

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

const loadAverageAtStart = os.loadavg()[0] ?? 0;
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

const databaseUrl = `sqlite:${path.join(dir, 'bench.sqlite')}`;

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// At the depth of apps/server/dist, as the server finds the repository from its own URL; the
// name is one .gitignore already ignores (server-bundle.test.ts builds there too).
const bundleDir = path.join(
  import.meta.dirname,
  `../apps/server/.bundle-test-bench-${process.pid}`,
);

/**
 * The production start's process: the bundle with the server's Node options and a production
 * configuration, on the knowledge base imported above. Ready when /api/ready answers 200; the
 * riskprofile user is created in the database and logged in over HTTP.
 */
async function startBundle(): Promise<{ server: ChildProcess; ready: ServerReady }> {
  await buildServerBundle(bundleDir);
  const port = await freePort();
  const address = `http://127.0.0.1:${String(port)}`;
  const started = performance.now();
  const server = fork(path.join(bundleDir, 'main.js'), [], {
    execArgv: [...SERVER_NODE_ARGS, ...SERVER_PROBE_ARGS],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      KB_BUNDLE_PATH: bundleFile,
      KB_RELOAD_INTERVAL_MS: '0',
      VALIDATE_KB_RESPONSES: process.env.BENCH_VALIDATE ?? 'false',
      RATE_LIMIT_KB_COST_PER_MINUTE: '0',
      PUBLIC_URL: address,
      // Production requires both; no mail is sent.
      JWT_SECRET: 'bench-only-secret-for-signing-session-tokens',
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const isReady = await fetch(`${address}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) break;
    await sleep(100);
  }
  const loadMs = Math.round(performance.now() - started);
  await createBenchUser(databaseUrl);
  const login = await fetch(`${address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  const { token } = (await login.json()) as { token: string };
  return {
    server,
    ready: {
      kind: 'ready',
      address,
      authorization: `Bearer ${token}`,
      loadMs,
      validateResponses: process.env.BENCH_VALIDATE === 'true',
    },
  };
}

/** The server built in process from source (api-server.ts), which reports its own latency. */
async function startFromSource(): Promise<{ server: ChildProcess; ready: ServerReady }> {
  const server = fork(path.join(import.meta.dirname, 'api-server.ts'), {
    env: { ...process.env, BENCH_DIR: dir, BENCH_BUNDLE_FILE: bundleFile },
    execArgv: [...SERVER_NODE_ARGS, ...SERVER_PROBE_ARGS],
  });
  const [ready] = (await once(server, 'message')) as [ServerReady];
  return { server, ready };
}

const fromBundle = process.env.BENCH_SERVER === 'bundle';
const { server, ready } = fromBundle ? await startBundle() : await startFromSource();
const { address, authorization } = ready;
console.log(
  fromBundle
    ? `server (the bundle): started and loaded the knowledge base in ${ready.loadMs} ms`
    : `server (from source): started and loaded the knowledge base in ${ready.loadMs} ms`,
);
const memoryAfterReady = await memoryOf(server);
const serverLatency = async (message: 'latency' | 'latency-reset'): Promise<ServerLatency> => {
  server.send(message);
  return ((await once(server, 'message')) as [ServerLatency])[0];
};
// The server's own latency and event-loop delay, per endpoint: whose a tail is (from source).
const observer: ServerObserver | undefined = fromBundle
  ? undefined
  : {
      reset: async () => {
        await serverLatency('latency-reset');
      },
      read: async () => {
        const { handlingP99, handlingMax, loopDelayP99, loopDelayMax } =
          await serverLatency('latency');
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
const memory = await memoryOf(server);
const exited = once(server, 'exit');
if (fromBundle) server.kill('SIGTERM');
else server.send('stop');
await exited;
fs.rmSync(dir, { recursive: true, force: true });
fs.rmSync(bundleDir, { recursive: true, force: true });

printRows(rows, options);
printRows(rowsAt200, busy);
console.log(`server memory after ready: ${describeMemory(memoryAfterReady)}`);
console.log(`server memory after the load: ${describeMemory(memory)}`);
const loadAverage = { start: loadAverageAtStart, end: os.loadavg()[0] ?? 0 };
console.log(
  `the host's load average (1 min): ${loadAverage.start.toFixed(1)} at the start, ${loadAverage.end.toFixed(1)} at the end`,
);
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
  server: fromBundle ? 'bundle' : 'source',
  sizes,
  list20,
  rows,
  rowsAt200,
  serverMemoryAfterReady: memoryAfterReady,
  serverMemory: memory,
  loadAverage,
});
