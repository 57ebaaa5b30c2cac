// forgotPassword's answer time for a known and an unknown address, which must not differ (else the
// timing tells whether an address has an account): the real app on loopback (SQLite, no SMTP),
// requests one at a time, the two kinds alternating so that any drift of the machine falls on both.
// Prints the median, p10 and p90 of each and the difference of the medians. Only 127.0.0.1;
// BENCH_FORGOT_ROUNDS pairs (default 30; each answer takes the fixed FORGOT_PASSWORD_ANSWER_MS, so
// the run lasts about 2 × rounds × 0.3 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@medkompass/server/src/app.ts';
import { createUserCommand } from '@medkompass/server/src/cli/users-commands.ts';
import { loadConfig } from '@medkompass/server/src/config.ts';
import { openDatabase } from '@medkompass/server/src/db/database.ts';
import { FORGOT_PASSWORD_ANSWER_MS } from '@medkompass/server/src/modules/auth/reset-timing.ts';
import { writeResults } from './load.ts';

const rounds = Math.max(5, Number(process.env.BENCH_FORGOT_ROUNDS ?? 30));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-bench-forgot-'));
const config = loadConfig({
  LOG_LEVEL: 'error',
  DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
  DATA_DIR: dir,
  KB_RELOAD_INTERVAL_MS: '0',
  PORT: '0',
  // Every request comes from one address.
  RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: '100000',
});
const app = await buildApp({ config, database: openDatabase(config.DATABASE_URL) });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const { db } = openDatabase(config.DATABASE_URL);
await createUserCommand(
  db,
  { email: 'kand@region.se', firstName: 'K', lastName: 'K', password: 'bench-losenord-langt-nog' },
  new Date(),
  { info: () => undefined, problem: () => undefined },
);
await db.destroy();

async function timed(email: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${address}/api/auth/forgotPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (response.status !== 202)
    throw new Error(`forgotPassword answered ${String(response.status)}`);
  return performance.now() - started;
}

// Warm-up: the first requests load code and prepare statements.
for (let i = 0; i < 3; i++) {
  await timed('kand@region.se');
  await timed(`okand-${String(i)}@region.se`);
}
const known: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < rounds; i++) {
  known.push(await timed('kand@region.se'));
  unknown.push(await timed(`okand-${String(i)}@region.se`));
}
await app.close();
fs.rmSync(dir, { recursive: true, force: true });

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))] ?? 0;
};
const row = (values: number[]) => ({
  p10: quantile(values, 0.1),
  median: quantile(values, 0.5),
  p90: quantile(values, 0.9),
});
const results = {
  rounds,
  answerMs: FORGOT_PASSWORD_ANSWER_MS,
  known: row(known),
  unknown: row(unknown),
};
const ms = (value: number) => value.toFixed(2).padStart(8);
console.log(
  `forgotPassword, ${String(rounds)} requests each, answer fixed at ${String(FORGOT_PASSWORD_ANSWER_MS)} ms after arrival`,
);
console.log('address     p10 ms  median ms    p90 ms');
for (const [name, figures] of [
  ['known  ', results.known],
  ['unknown', results.unknown],
] as const)
  console.log(`${name}  ${ms(figures.p10)}   ${ms(figures.median)}  ${ms(figures.p90)}`);
console.log(
  `median difference (known − unknown): ${(results.known.median - results.unknown.median).toFixed(2)} ms`,
);
writeResults('forgot-password-timing', results);
