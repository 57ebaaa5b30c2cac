// Gate for durable writes, run by the test command: a server killed with SIGKILL in the middle of
// writes loses none it acknowledged. Failed logins are the writes (each is audited before its 401);
// the gate counts the 401s received, kills the server while more are in flight, and counts the
// audit rows in the database. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
//
//   node apps/server/src/gates/kill-9-writes.ts
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { countAuditEvents } from '../modules/audit/audit.repository.ts';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabaseKind,
} from '../test/test-database.ts';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');
const ACKNOWLEDGED_BEFORE_KILL = 150;

async function waitReady(base: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become ready');
}

async function run(kind: TestDatabaseKind): Promise<boolean> {
  const database = await createTestDatabase(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-kill9-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent-web-build',
      LOG_LEVEL: 'silent',
      KB_RELOAD_INTERVAL_MS: '0',
      RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    },
    stdio: 'ignore',
  });
  try {
    await waitReady(base);
    let acknowledged = 0;
    let n = 0;
    const attempt = async () => {
      const email = `gate-${n++}@region.se`;
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'wrong-password-123' }),
      });
      if (response.status === 401) acknowledged += 1;
    };
    const workers = Array.from({ length: 8 }, async () => {
      while (server.exitCode === null && server.signalCode === null) {
        await attempt().catch(() => undefined);
        if (acknowledged >= ACKNOWLEDGED_BEFORE_KILL) server.kill('SIGKILL');
      }
    });
    await Promise.all(workers);
    const acknowledgedAtKill = acknowledged;
    const { db } = openDatabase(database.url);
    const stored = await countAuditEvents(db, 'login_failure');
    await db.destroy();
    console.log(
      `kill -9 on ${kind}: ${acknowledgedAtKill} writes acknowledged, ${stored} stored, ${Math.max(0, acknowledgedAtKill - stored)} lost`,
    );
    return stored >= acknowledgedAtKill;
  } finally {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

let ok = true;
for (const kind of testDatabaseKinds) ok = (await run(kind)) && ok;
process.exitCode = ok ? 0 : 1;
