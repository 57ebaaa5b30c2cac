// HTTP benchmark of the walking skeleton: the real app on loopback (demo KB, SQLite), measured
// with autocannon in the same process (so both share the two cores: figures are a floor). Prints requests/s, latency percentiles and errors per endpoint, next to the
// health check (the framework's ceiling on this machine), and writes them to bench/results/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '@medkompass/server/src/app.ts';
import { loadConfig } from '@medkompass/server/src/config.ts';
import { openDatabase } from '@medkompass/server/src/db/database.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const endpoints = {
  health: '/api/health',
  search: '/api/search?q=alv',
  interaction:
    '/api/interaction?nslIds=IDDEMOWARFARIN&nslIds=IDDEMOPARACETAMOL&nslIds=IDDEMOIBUPROFEN&nslIds=IDDEMOACETYLSALICYL',
  product: '/api/product?ids=99000000000001&ids=99000000000003',
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-bench-'));
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
  PORT: '0',
});
const app = await buildApp({ config, database: openDatabase(config.DATABASE_URL) });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

// Warm up the JIT on every endpoint first, so the first measured endpoint is not penalised.
for (const url of Object.values(endpoints)) {
  await autocannon({ url: address + url, connections: CONNECTIONS, duration: 1 });
}

const rows: Record<
  string,
  { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number }
> = {};
for (const [name, url] of Object.entries(endpoints)) {
  const result = await autocannon({
    url: address + url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  rows[name] = {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
await app.close();
fs.rmSync(dir, { recursive: true, force: true });

const ceiling = rows.health?.requestsPerSecond ?? 1;
console.log(
  `${CONNECTIONS} connections, ${DURATION_SECONDS} s each, Node ${process.version}, ${os.cpus().length} cores`,
);
console.log('endpoint       req/s   p50 ms  p99 ms  errors  non-2xx  % of health');
for (const [name, row] of Object.entries(rows)) {
  console.log(
    `${name.padEnd(12)} ${String(row.requestsPerSecond).padStart(7)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${String(row.errors).padStart(7)} ${String(row.non2xx).padStart(8)} ${String(Math.round((100 * row.requestsPerSecond) / ceiling)).padStart(11)}`,
  );
}
const memory = process.memoryUsage();
console.log(`resident memory ${Math.round(memory.rss / 1024 / 1024)} MiB`);
fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
fs.writeFileSync(
  path.join(import.meta.dirname, 'results', 'http.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      rows,
    },
    null,
    2,
  ),
);
