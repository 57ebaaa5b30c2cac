// The server side of bench/api.ts, in a process of its own so that the load generator does not
// share its event loop or steal its core: builds the real app on a generated knowledge base
// (BENCH_BUNDLE_FILE, BENCH_DIR), logs in a user for riskprofile and reports over IPC. The
// production start runs the server's bundle instead (BENCH_SERVER=bundle in api.ts).
import path from 'node:path';
import { createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '@medkompass/server/src/app.ts';
import { loadConfig } from '@medkompass/server/src/config.ts';
import { openDatabase } from '@medkompass/server/src/db/database.ts';
import { BENCH_USER, createBenchUser } from './bench-user.ts';

export interface ServerReady {
  kind: 'ready';
  address: string;
  authorization: string;
  loadMs: number;
  validateResponses: boolean;
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
const send = (message: ServerReady | ServerLatency) => process.send?.(message);

// As the production start configures it (api.ts's bundle start sets the same).
const config = loadConfig({
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-only-secret-for-signing-session-tokens',
  SMTP_URL: 'smtp://127.0.0.1:9',
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

await createBenchUser(config.DATABASE_URL);
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: BENCH_USER });
const authorization = `Bearer ${login.json<{ token: string }>().token}`;

// Its memory is reported by the probe loaded with it (server-probe.ts), as in the bundle.
process.on('message', (message: unknown) => {
  if (message === 'latency-reset') {
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
