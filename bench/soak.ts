// Soak benchmark, resident memory under sustained load: the server as in production
// (NODE_ENV=production, the demo knowledge base, the server's Node options) under
// BENCH_SOAK_CONNECTIONS connections (default 200, at most 200) for BENCH_SOAK_SECONDS (default 75,
// at most 120), then idle for 20 s. Load goes to 127.0.0.1 only: a mix of health checks, name
// searches, interaction calls with random lists (each list new, so the answer caches fill) and
// product calls, asking for compressed answers as a browser does. Prints the server's resident
// memory every 5 s, and its heap by space (Node's diagnostic report, taken by signal) when ready,
// at the end of the load, after the idle and after a full garbage collection (forced by a heap
// snapshot, written to a temporary folder and deleted).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { repo, webDist } from './built-app.ts';
import { writeResults } from './load.ts';
import { SERVER_NODE_ARGS } from './server-node-args.ts';

const seconds = Math.min(120, Math.max(10, Number(process.env.BENCH_SOAK_SECONDS ?? 75)));
const connections = Math.min(200, Math.max(1, Number(process.env.BENCH_SOAK_CONNECTIONS ?? 200)));
const IDLE_SECONDS = 20;
const SAMPLE_MS = 5_000;

const bundlePath = path.join(repo, 'knowledge-base', 'demo-kb.json');
const bundle = JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as {
  substances: { nslId: string; name: string }[];
  products: { nplId: string }[];
};
const nslIds = bundle.substances.map((substance) => substance.nslId);
const nplIds = bundle.products.map((product) => product.nplId);
const prefixes = [
  ...new Set(bundle.substances.flatMap((s) => [s.name.slice(0, 2), s.name.slice(0, 3)])),
];

const pick = <T>(values: T[]): T => values[Math.floor(Math.random() * values.length)] as T;
const some = (values: string[], min: number, max: number) =>
  Array.from({ length: min + Math.floor(Math.random() * (max - min + 1)) }, () => pick(values));

/** One request of the mix. */
function nextPath(): string {
  const r = Math.random();
  if (r < 0.2) return '/api/health';
  if (r < 0.45) return `/api/search?q=${encodeURIComponent(pick(prefixes))}`;
  if (r < 0.85)
    return `/api/interaction/dataByNslIds?${some(nslIds, 2, 20)
      .map((id) => `nslIds=${id}`)
      .join('&')}`;
  return `/api/product?${some(nplIds, 1, 10)
    .map((id) => `ids=${id}`)
    .join('&')}`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-soak-'));
const reportDir = path.join(dir, 'reports');
fs.mkdirSync(reportDir);
const port = await freePort();
const base = `http://127.0.0.1:${String(port)}`;
const server = spawn(
  process.execPath,
  [
    ...SERVER_NODE_ARGS,
    '--report-on-signal',
    // Not SIGUSR2, the default: close-with-grace shuts the server down on it.
    '--report-signal=SIGWINCH',
    `--report-directory=${reportDir}`,
    // A heap snapshot starts with a full garbage collection: after it, the heap is what lives.
    '--heapsnapshot-signal=SIGPWR',
    `--diagnostic-dir=${reportDir}`,
    path.join(repo, 'apps', 'server', 'src', 'main.ts'),
  ],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      DATABASE_URL: `sqlite:${path.join(dir, 'soak.sqlite')}`,
      DATA_DIR: dir,
      WEB_DIST_DIR: fs.existsSync(webDist) ? webDist : path.join(dir, 'no-web-build'),
      KB_BUNDLE_PATH: bundlePath,
      PUBLIC_URL: base,
      JWT_SECRET: 'bench-only-secret-for-signing-session-tokens',
      SMTP_URL: 'smtp://127.0.0.1:9',
      // One address sends everything: the per-client budget would answer 429.
      RATE_LIMIT_KB_COST_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
const pid = server.pid ?? 0;
server.once('exit', (code, signal) => {
  if (!stopping) {
    console.error(
      `the server stopped during the soak (code ${String(code)}, signal ${String(signal)})`,
    );
    process.exit(1);
  }
});
let stopping = false;

const deadline = Date.now() + 60_000;
for (;;) {
  if (server.exitCode !== null)
    throw new Error(`the server exited with ${String(server.exitCode)}`);
  if (Date.now() > deadline) throw new Error('the server was not ready within 60 s');
  const ready = await fetch(`${base}/api/ready`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  await sleep(200);
}

/** The server's resident memory in MiB, from /proc. */
function rssMiB(): number {
  const status = fs.readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

interface HeapFigures {
  heapTotal: number;
  heapUsed: number;
  newSpace: number;
  oldSpace: number;
  external: number;
}

/** The server's heap by space, in MiB, from a diagnostic report taken by signal. */
async function heap(): Promise<HeapFigures> {
  const before = new Set(fs.readdirSync(reportDir));
  process.kill(pid, 'SIGWINCH');
  for (let i = 0; i < 600; i++) {
    await sleep(100);
    const file = fs
      .readdirSync(reportDir)
      .find((name) => !before.has(name) && name.endsWith('.json'));
    if (file === undefined) continue;
    const text = fs.readFileSync(path.join(reportDir, file), 'utf8');
    if (!text.trimEnd().endsWith('}')) continue;
    const report = JSON.parse(text) as {
      javascriptHeap: {
        totalMemory: number;
        usedMemory: number;
        externalMemory?: number;
        heapSpaces: Record<string, { memorySize: number }>;
      };
    };
    const js = report.javascriptHeap;
    const mib = (bytes: number | undefined) => Math.round((bytes ?? 0) / 1024 / 1024);
    return {
      heapTotal: mib(js.totalMemory),
      heapUsed: mib(js.usedMemory),
      newSpace: mib(js.heapSpaces.new_space?.memorySize),
      oldSpace: mib(js.heapSpaces.old_space?.memorySize),
      external: mib(js.externalMemory),
    };
  }
  throw new Error('no diagnostic report');
}

const started = Date.now();
const samples: { second: number; rssMiB: number; phase: 'load' | 'idle' }[] = [];
const sample = (phase: 'load' | 'idle') => {
  const entry = { second: Math.round((Date.now() - started) / 1000), rssMiB: rssMiB(), phase };
  samples.push(entry);
  console.log(
    `${String(entry.second).padStart(4)} s  ${String(entry.rssMiB).padStart(4)} MiB  ${phase}`,
  );
};

const heaps: Record<string, HeapFigures> = { ready: await heap() };
console.log(
  `soak: ${String(connections)} connections for ${String(seconds)} s, then ${String(IDLE_SECONDS)} s idle (server pid ${String(pid)})`,
);
sample('load');
let phase: 'load' | 'idle' = 'load';
const sampler = setInterval(() => {
  sample(phase);
}, SAMPLE_MS);
const result = await autocannon({
  url: base,
  connections,
  duration: seconds,
  headers: { 'accept-encoding': 'br, gzip' },
  requests: [
    {
      setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }),
    },
  ],
});
phase = 'idle';
heaps.afterLoad = await heap();
await sleep(IDLE_SECONDS * 1000);
clearInterval(sampler);
sample('idle');
heaps.afterIdle = await heap();
// The full collection before a snapshot; the report after it shows what the heap holds alive.
process.kill(pid, 'SIGPWR');
await sleep(1_000);
// (No memory sample after it: writing the snapshot takes memory of its own.)
heaps.afterFullGc = await heap();
stopping = true;
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
fs.rmSync(dir, { recursive: true, force: true });

console.log(
  `requests ${String(result.requests.total)} (${String(Math.round(result.requests.average))}/s), p99 ${String(result.latency.p99)} ms, errors ${String(result.errors + result.timeouts)}, non-2xx ${String(result.non2xx)}`,
);
console.log('heap (MiB)    total  used  new space  old space  external');
for (const [name, figures] of Object.entries(heaps))
  console.log(
    `${name.padEnd(12)} ${String(figures.heapTotal).padStart(6)} ${String(figures.heapUsed).padStart(5)} ${String(figures.newSpace).padStart(10)} ${String(figures.oldSpace).padStart(10)} ${String(figures.external).padStart(9)}`,
  );
writeResults('soak', {
  seconds,
  connections,
  requests: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  samples,
  heaps,
});
