// The built web app served as in production, for the benchmarks that load it in Chromium
// (lighthouse.ts, main-thread.ts): the server's production bundle in a child process on a free
// loopback port, with the demo knowledge base, a fresh SQLite database and a copy of
// apps/web/dist (a rebuild while the benchmark runs cannot mix two builds), and the pages they
// measure.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { formatIsoDate, swedishToday as swedishDate } from '@medkompass/clinical/calendar.ts';
import { formatYymmdd } from '@medkompass/clinical/clinical-input-validation.ts';
import { SERVER_BUNDLE_MAIN } from '@medkompass/server/src/build/production-start.ts';
import { SERVER_NODE_ARGS } from './server-node-args.ts';

export const repo = path.resolve(import.meta.dirname, '..');
/**
 * The build measured: apps/web's `dist` and `dist-server`, or those in BENCH_WEB_BUILD (a folder
 * holding a copy of both), so two builds can be measured in turn, alternating, without a rebuild
 * between runs (the host's load changes from one minute to the next).
 */
const buildRoot = process.env.BENCH_WEB_BUILD ?? path.join(repo, 'apps', 'web');
export const webDist = path.join(buildRoot, 'dist');
/** The web app's server build, which renders each page's first paint (ADR 32). */
const webServerBuild = path.join(buildRoot, 'dist-server');

/** Today in Sweden as yymmdd (packages/clinical): the renal page counts a sample's age from it. */
function swedishToday(): string {
  const yymmdd = formatYymmdd(formatIsoDate(swedishDate(new Date())));
  if (yymmdd === null) throw new Error('Today is outside the years a yymmdd date can name');
  return yymmdd;
}

/** The four demo drugs of the assessment pages: four interactions, D4 to C2. */
const DRUGS =
  'nslIds=IDDEMOWARFARIN&nslIds=IDDEMOIBUPROFEN&nslIds=IDDEMOACETYLSALICYL&nslIds=IDDEMOPARACETAMOL';

/**
 * The pages measured: the start page, every source tab with demo drugs that interact (the renal
 * page with a patient in the URL, as the form writes it) and an information page.
 */
export const PAGES = [
  { name: 'start', slug: 'start', path: '/' },
  {
    name: 'interactions, 4 drugs',
    slug: 'interactions',
    path: `/interaktioner?${DRUGS}`,
  },
  {
    name: 'renal, with a patient',
    slug: 'renal',
    path: `/njurfunktion?nslIds=IDDEMOIBUPROFEN&nslIds=IDDEMOMETFORMIN&age=62&gender=f&weight=45&height=156&krea=63&kreadate=${swedishToday()}`,
  },
  { name: 'riskprofile, 4 drugs', slug: 'riskprofile', path: `/riskprofil?${DRUGS}` },
  { name: 'pregnancy, 4 drugs', slug: 'pregnancy', path: `/fosterpaverkan?${DRUGS}` },
  { name: 'breastfeeding, 4 drugs', slug: 'breastfeeding', path: `/amning?${DRUGS}` },
  { name: 'sex and gender, 4 drugs', slug: 'gender', path: `/genus?${DRUGS}` },
  { name: 'information page', slug: 'information', path: '/about/om-medkompass' },
] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitUntilReady(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ready = await fetch(`${base}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base}/api/ready did not answer 200 within 60 s`);
}

/** The server as production starts it: the bundle `npm run build` makes (ADR 47). */
function startServer(port: number, dir: string, served: string): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_BUNDLE_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`,
      DATA_DIR: dir,
      WEB_DIST_DIR: served,
      KB_BUNDLE_PATH: path.join(repo, 'knowledge-base', 'demo-kb.json'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Production requires both; nothing here logs in or sends mail.
      JWT_SECRET: 'bench-only-secret-for-signing-session-tokens',
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export interface ServedBuild {
  /** The copy of the build the server serves. */
  served: string;
  origin: string;
  /** Starts the server and resolves when it is ready. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/** A copy of the build in a temporary folder (removed at exit), to be served on a free port. */
export async function serveBuild(name: string): Promise<ServedBuild> {
  if (!fs.existsSync(SERVER_BUNDLE_MAIN)) {
    throw new Error(
      `${path.relative(repo, SERVER_BUNDLE_MAIN)} is missing: run \`npm run build\` first.`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `medkompass-${name}-`));
  const served = path.join(dir, 'dist');
  process.on('exit', () => {
    fs.rmSync(dir, { recursive: true, force: true });
  });
  fs.cpSync(webDist, served, { recursive: true });
  // Beside the copy, where the server looks for it.
  fs.cpSync(webServerBuild, path.join(dir, 'dist-server'), { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  return {
    served,
    origin,
    start: async () => {
      server = startServer(port, dir, served);
      await waitUntilReady(origin, server);
    },
    stop: async () => {
      if (server) await stopServer(server);
    },
  };
}
