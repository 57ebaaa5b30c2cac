// How much of a page's Lighthouse figure its scripts own. Lighthouse's mobile audit on each page
// of bench/built-app.ts twice, alternating, in one Chromium: as the server sends it, and as the
// same server markup with its scripts taken out (the stylesheet, images and text stay). The
// second is the floor the markup itself sets: what a page would score if nothing ran after its
// first paint. Prints the median by performance score of each, with LCP and TBT, and the
// Chromium benchmark index; writes them to bench/results/markup-floor.json.
//
// Builds nothing: run `npm run build` first.
//   node bench/markup-floor.ts          three runs of each (MARKUP_FLOOR_RUNS to change)
// Chromium: CHROME_PATH, else /usr/bin/chromium.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { PAGES, serveBuild, webDist } from './built-app.ts';
import { auditPage } from './lighthouse-audit.ts';
import { writeResults } from './load.ts';

const runs = Math.max(1, Number(process.env.MARKUP_FLOOR_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error('markup-floor: apps/web/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}

/** The page without what would run: its scripts and the module preloads that fetch them. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** Serves the pages' markup at their own addresses, and the build's static files beside them. */
function markupServer(pages: ReadonlyMap<string, string>, staticRoot: string): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const page = pages.get(`${url.pathname}${url.search}`);
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    const file = path.join(staticRoot, path.normalize(url.pathname));
    const type = CONTENT_TYPES[path.extname(file)];
    if (!file.startsWith(staticRoot) || type === undefined || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': type });
    response.end(fs.readFileSync(file));
  });
}

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  benchmarkIndex: number;
}

const figuresOf = (lhr: Result): Figures => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
  tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
  benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
});

/** The run with the median performance score, as bench/lighthouse.ts reports. */
function medianRun(figures: Figures[]): Figures {
  const sorted = [...figures].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no run');
  return median;
}

const build = await serveBuild('markup-floor');
const rows: { name: string; path: string; full: Figures[]; markup: Figures[] }[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
let server: http.Server | undefined;
const loadAtStart = os.loadavg()[0]?.toFixed(2);
try {
  await build.start();
  const markup = new Map<string, string>();
  for (const page of PAGES) {
    const response = await fetch(`${build.origin}${page.path}`);
    markup.set(page.path, withoutScripts(await response.text()));
  }
  const floor = markupServer(markup, build.served);
  server = floor;
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve));
  const floorOrigin = `http://127.0.0.1:${(floor.address() as AddressInfo).port}`;
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  });
  for (const page of PAGES) {
    const row = {
      name: page.name,
      path: page.path,
      full: [] as Figures[],
      markup: [] as Figures[],
    };
    for (let run = 0; run < runs; run++) {
      const full = await auditPage(chrome.port, `${build.origin}${page.path}`, ['performance']);
      row.full.push(figuresOf(full.lhr));
      const bare = await auditPage(chrome.port, `${floorOrigin}${page.path}`, ['performance']);
      row.markup.push(figuresOf(bare.lhr));
    }
    rows.push(row);
  }
} finally {
  chrome?.kill();
  server?.close();
  await build.stop();
}

const indexes = rows.flatMap((row) => [...row.full, ...row.markup].map((f) => f.benchmarkIndex));
console.log(
  `Lighthouse mobile, median of ${runs} by performance, page as served and its markup without scripts, alternating; Chromium benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}, load average ${loadAtStart} at the start`,
);
console.log(
  `${'page'.padEnd(40)}  ${'as served: perf / LCP / TBT'.padStart(30)}  ${'markup only: perf / LCP / TBT'.padStart(32)}`,
);
const cell = (f: Figures) => `${f.performance} / ${f.lcpMs} ms / ${f.tbtMs} ms`;
for (const row of rows) {
  console.log(
    `${`${row.path.split('?')[0] ?? ''} (${row.name})`.padEnd(40)}  ${cell(medianRun(row.full)).padStart(30)}  ${cell(medianRun(row.markup)).padStart(32)}`,
  );
}
writeResults('markup-floor', { runs, loadAverageAtStart: loadAtStart, pages: rows });
