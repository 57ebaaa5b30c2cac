// A gate for running several instances, run by the test command when PostgreSQL is available
// (TEST_DATABASE_URL): two server instances on one PostgreSQL answer every request, without one
// error, while a new knowledge base is imported by another process (as `./task kb import` does),
// and then both serve the new version. It prints its figures and exits non-zero on any failure.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node apps/server/src/gates/two-instances-kb-import.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database.ts';
import { importBundle } from '../knowledge-base/kb.repository.ts';
import { assessmentBundle, S } from '../test/assessment-kb.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

const REQUESTS_PER_LOAD = 400;

async function main(): Promise<number> {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('Two instances across a KB import: no TEST_DATABASE_URL, not run.');
    return 0;
  }
  const database = await createTestDatabase('postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-gate-'));
  const seed = path.join(dir, 'kb.json');
  fs.writeFileSync(seed, JSON.stringify(assessmentBundle()));
  const env = { KB_BUNDLE_PATH: seed, KB_RELOAD_INTERVAL_MS: '100' };
  const instances: TestApp[] = [];
  try {
    instances.push(await startTestApp('postgres', env, { sharedDatabase: database }));
    instances.push(await startTestApp('postgres', env, { sharedDatabase: database }));
    const version = async (t: TestApp) =>
      (await t.app.inject({ url: '/api/kb/info' })).json<{ kbVersion: string }>().kbVersion;

    let requests = 0;
    const failures: string[] = [];
    let importing = true;
    const load = async (t: TestApp) => {
      for (let i = 0; importing && i < REQUESTS_PER_LOAD; i++) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        const response = await t.app.inject({
          url: `/api/interaction?nslIds=${S.WARFARIN}&nslIds=${S.IBUPROFEN}`,
        });
        requests += 1;
        if (response.statusCode !== 200) failures.push(`${response.statusCode}`);
      }
    };
    const loads = instances.flatMap((t) => [load(t), load(t)]);

    const { db } = openDatabase(database.url);
    const next = assessmentBundle();
    await importBundle(
      db,
      { ...next, manifest: { ...next.manifest, kbVersion: 'gate-2' } },
      new Date(),
    );
    await db.destroy();
    let versions: string[] = [];
    for (let wait = 0; wait < 50; wait++) {
      versions = await Promise.all(instances.map(version));
      if (versions.every((v) => v === 'gate-2')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    importing = false;
    await Promise.all(loads);
    console.log(
      `Two instances across a KB import: ${requests} requests, ${failures.length} errors, versions after: ${versions.join(', ')}`,
    );
    return failures.length === 0 && versions.every((v) => v === 'gate-2') && requests > 0 ? 0 : 1;
  } finally {
    for (const instance of instances) await instance.app.close();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
