// The server side of bench/api.ts, in a process of its own so that the load generator does not
// share its event loop or steal its core: builds the real app on a generated knowledge base
// (BENCH_BUNDLE_FILE, BENCH_DIR), logs in a user for riskprofile and reports over IPC.
import path from 'node:path';
import { createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '@medkompass/server/src/app.ts';
import { createUserCommand } from '@medkompass/server/src/cli/users-commands.ts';
import { loadConfig } from '@medkompass/server/src/config.ts';
import { openDatabase } from '@medkompass/server/src/db/database.ts';

export interface ServerReady {
  kind: 'ready';
  address: string;
  authorization: string;
  loadMs: number;
  validateResponses: boolean;
}

export interface ServerMemory {
  kind: 'memory';
  rssMiB: number;
  heapUsedMiB: number;
  /** The heap V8 has committed, in use or not. */
  heapTotalMiB: number;
  /** Memory outside the heap held by JavaScript objects (the packed records' buffers among it). */
  externalMiB: number;
  arrayBuffersMiB: number;
}

/**
 * What the server saw since the last reset: the time from a request's arrival in Fastify to its
 * answer, and how late its event loop ran (a request waiting in the socket while the loop is
 * busy shows there), in milliseconds. Against the load generator's latency, it tells whose a
 * tail is.
 */
export interface ServerLatency {
  kind: 'latency';
  handlingP99: number;
  handlingMax: number;
  loopDelayP99: number;
  loopDelayMax: number;
}

const dir = process.env.BENCH_DIR ?? '';
const send = (message: ServerReady | ServerMemory | ServerLatency) => process.send?.(message);

const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
  KB_BUNDLE_PATH: process.env.BENCH_BUNDLE_FILE ?? '',
  DATA_DIR: dir,
  KB_RELOAD_INTERVAL_MS: '0',
  PORT: '0',
  // As in production (where it is off by default); BENCH_VALIDATE=true measures the zod encode.
  VALIDATE_KB_RESPONSES: process.env.BENCH_VALIDATE ?? 'false',
  // The benchmark measures the server, from one address: the per-client budget would answer 429.
  RATE_LIMIT_KB_COST_PER_MINUTE: '0',
});
const started = performance.now();
const app = await buildApp({ config, database: openDatabase(config.DATABASE_URL) });
const loadMs = Math.round(performance.now() - started);
// In microseconds, as the event loop's histogram counts in nanoseconds.
const handling = createHistogram();
app.addHook('onResponse', async (_request, reply) => {
  handling.record(Math.max(1, Math.round(reply.elapsedTime * 1000)));
});
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const address = await app.listen({ host: '127.0.0.1', port: 0 });

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

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
process.on('message', (message: unknown) => {
  if (message === 'memory') {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    send({
      kind: 'memory',
      rssMiB: mib(rss),
      heapUsedMiB: mib(heapUsed),
      heapTotalMiB: mib(heapTotal),
      externalMiB: mib(external),
      arrayBuffersMiB: mib(arrayBuffers),
    });
  } else if (message === 'latency-reset') {
    handling.reset();
    loopDelay.reset();
    send({ kind: 'latency', handlingP99: 0, handlingMax: 0, loopDelayP99: 0, loopDelayMax: 0 });
  } else if (message === 'latency') {
    const ms = (value: number, unit: number) => Math.round((value / unit) * 100) / 100;
    send({
      kind: 'latency',
      handlingP99: ms(handling.percentile(99), 1000),
      handlingMax: ms(handling.max, 1000),
      loopDelayP99: ms(loopDelay.percentile(99), 1e6),
      loopDelayMax: ms(loopDelay.max, 1e6),
    });
  } else if (message === 'stop') {
    void app.close().then(() => process.exit(0));
  }
});
send({
  kind: 'ready',
  address,
  authorization,
  loadMs,
  validateResponses: config.VALIDATE_KB_RESPONSES ?? false,
});
