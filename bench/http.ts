// HTTP benchmark of the walking skeleton: the real app on loopback (demo KB, SQLite), measured
// with autocannon in the same process (so both share the two cores: figures are a floor). Prints requests/s, latency percentiles and errors per endpoint, next to the
// health check (the framework's ceiling on this machine), and writes them to bench/results/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@medkompass/server/src/app.ts';
import { loadConfig } from '@medkompass/server/src/config.ts';
import { openDatabase } from '@medkompass/server/src/db/database.ts';
import { measureAll, printRows, writeResults } from './load.ts';

const options = {
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

const endpoints = {
  health: { url: '/api/health' },
  search: { url: '/api/search?q=alv' },
  interaction: {
    url: '/api/interaction?nslIds=IDDEMOWARFARIN&nslIds=IDDEMOPARACETAMOL&nslIds=IDDEMOIBUPROFEN&nslIds=IDDEMOACETYLSALICYL',
  },
  product: { url: '/api/product?ids=99000000000001&ids=99000000000003' },
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-bench-'));
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
  PORT: '0',
});
const app = await buildApp({ config, database: openDatabase(config.DATABASE_URL) });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const rows = await measureAll(address, endpoints, options);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });

printRows(rows, options);
console.log(`resident memory ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`);
writeResults('http', { ...options, rows });
