import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_OPTIONS } from './production-start.ts';
import { buildServerBundle } from './server-bundle.ts';

// The bundle, built into a folder of its own beside src/ (at the depth of the real one, where
// config.ts finds the repository from its own URL) and started as the production start does:
// what bundling can break (a package that reads files beside its code, a native add-on, a lazy
// import) shows here, not first in production.
describe('the server bundle', () => {
  const serverDir = path.resolve(import.meta.dirname, '../..');
  const outdir = path.join(serverDir, `.bundle-test-${process.pid}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-bundle-'));
  let inputs: string[] = [];

  beforeAll(async () => {
    inputs = Object.keys((await buildServerBundle(outdir)).inputs);
  }, 60_000);
  afterAll(() => {
    fs.rmSync(outdir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds the server, the workspace packages and the dependencies, but not the native add-ons', () => {
    expect(inputs).toContain('apps/server/src/app.ts');
    expect(inputs.some((file) => file.includes('packages/assessment/src/'))).toBe(true);
    expect(inputs.some((file) => file.includes('node_modules/fastify/'))).toBe(true);
    expect(inputs.some((file) => file.includes('node_modules/better-sqlite3/'))).toBe(false);
    expect(fs.existsSync(path.join(outdir, 'main.js.map'))).toBe(true);
  });

  it('starts, loads the demo knowledge base and answers', async () => {
    const port = 20_000 + (process.pid % 20_000);
    const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, path.join(outdir, 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `sqlite:${path.join(dataDir, 'bundle.sqlite')}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the bundle exited: ${stderr}`);
        const ready = await fetch(`${base}/api/ready`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) break;
        await sleep(50);
      }
      const info = (await (await fetch(`${base}/api/kb/info`)).json()) as Record<string, unknown>;
      expect(JSON.stringify(info)).toContain('demo');
      const search = await fetch(`${base}/api/search?q=warf`);
      expect(search.status).toBe(200);
      // A login reaches the password hashing, a native add-on left to Node.
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.se', password: 'not-the-password' }),
      });
      expect(login.status).toBe(401);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 60_000);
});
