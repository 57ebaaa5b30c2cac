// Start-up benchmark: how long the server takes from launch to the first 200 from GET
// /api/ready, with the demo knowledge base already in the database (as on every start after the
// first), and how long the first start takes, which imports it. Measured for the production
// start, the bundle `npm run build` makes (apps/server/dist/main.js, ADR 0047), and for the start
// from source (apps/server/src/main.ts, type-stripped, as `npm run dev`). The median of
// BENCH_STARTS starts (default 5) of each is printed and written to bench/results/startup.json.
// NODE_DISABLE_COMPILE_CACHE=1 measures the starts without Node's compile cache.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_BUNDLE_MAIN } from '@medkompass/server/src/build/production-start.ts';
import { writeResults } from './load.ts';
import { SERVER_NODE_ARGS } from './server-node-args.ts';

const starts = Number(process.env.BENCH_STARTS ?? 5);
const entries = {
  bundle: SERVER_BUNDLE_MAIN,
  source: path.join(import.meta.dirname, '../apps/server/src/main.ts'),
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The CPU time (user and system, all threads) a process has used, in milliseconds, from Linux's
 * /proc; null elsewhere. On a shared host the wall time to ready moves with the other work, the
 * process's own CPU time much less.
 */
function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null;
  } catch {
    return null;
  }
}

interface Start {
  ms: number;
  cpuMs: number | null;
}

/** From spawning the server to its first 200 from /api/ready: wall and CPU milliseconds. */
async function timeToReady(main: string, dir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'startup.sqlite')}`,
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) return { ms: Math.round(performance.now() - started), cpuMs: cpuMsOf(child.pid) };
      await sleep(10);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

interface Figures {
  firstStartMs: number;
  times: number[];
  medianMs: number;
  cpuTimes: (number | null)[];
  medianCpuMs: number | null;
}

const medianOf = (values: number[]): number | null =>
  values.length === 0
    ? null
    : ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null);

async function measure(main: string): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-bench-startup-'));
  try {
    const firstStartMs = (await timeToReady(main, dir)).ms;
    const later: Start[] = [];
    for (let i = 0; i < starts; i++) later.push(await timeToReady(main, dir));
    const times = later.map((start) => start.ms);
    const cpuTimes = later.map((start) => start.cpuMs);
    return {
      firstStartMs,
      times,
      medianMs: medianOf(times) ?? 0,
      cpuTimes,
      medianCpuMs: medianOf(cpuTimes.filter((cpu) => cpu !== null)),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (!fs.existsSync(entries.bundle)) {
  console.error(`No server bundle at ${entries.bundle}: run npm run build first`);
  process.exit(1);
}
const results: Record<string, Figures> = {};
for (const [name, main] of Object.entries(entries)) {
  const figures = await measure(main);
  results[name] = figures;
  console.log(
    `${name} (${path.relative(process.cwd(), main)}): first start (imports the demo knowledge base) ${figures.firstStartMs} ms; later starts median ${figures.medianMs} ms to ready (${figures.times.join(', ')} ms), CPU time median ${figures.medianCpuMs ?? '–'} ms`,
  );
}
const production = results.bundle?.medianMs ?? 0;
console.log(
  `production start (the bundle): median ${production} ms; target < 500: ${production < 500 ? 'met' : 'MISSED'}`,
);
writeResults('startup', {
  node: process.version,
  loadAverage: os.loadavg(),
  compileCache: process.env.NODE_DISABLE_COMPILE_CACHE === undefined,
  ...results,
});
