// Start-up benchmark: how long `node apps/server/src/main.ts` takes from launch to
// the first 200 from GET /api/ready, with the demo knowledge base already in the database (as
// on every start after the first), and how long the first start takes, which imports it. The
// median of BENCH_STARTS starts (default 5) is printed and written to bench/results/startup.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeResults } from './load.ts';
import { SERVER_NODE_ARGS } from './server-node-args.ts';

const starts = Number(process.env.BENCH_STARTS ?? 5);
const main = path.join(import.meta.dirname, '../apps/server/src/main.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-bench-startup-'));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Milliseconds from spawning the server to its first 200 from /api/ready. */
async function timeToReady(): Promise<number> {
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
      if (ready) return performance.now() - started;
      await sleep(10);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const firstStartMs = await timeToReady();
const times: number[] = [];
for (let i = 0; i < starts; i++) times.push(await timeToReady());
fs.rmSync(dir, { recursive: true, force: true });

times.sort((a, b) => a - b);
const median = Math.round(times[Math.floor(times.length / 2)] ?? 0);
console.log(
  `first start (imports the demo knowledge base): ${Math.round(firstStartMs)} ms to ready`,
);
console.log(
  `later starts: median ${median} ms to ready (${times.map((t) => Math.round(t)).join(', ')} ms); target < 1000: ${median < 1000 ? 'met' : 'MISSED'}`,
);
writeResults('startup', { node: process.version, firstStartMs, times, medianMs: median });
