// Lighthouse on the built web app: the real server (production mode, demo knowledge
// base, a fresh SQLite database) in a child process on a free loopback port, and Lighthouse's
// mobile audit (Moto G Power emulation, simulated slow 4G and 4× CPU slowdown) in Debian's
// Chromium on the pages of bench/built-app.ts: the start page, every source tab (the renal page
// with a patient) and an information page. Prints performance, accessibility, best practices,
// LCP, TBT, CLS and the JavaScript transferred per page, the initial JavaScript of the budget's
// page against apps/web/initial-js-budget.json, and writes it all to bench/results/lighthouse.json.
//
// Builds nothing: run `npm run build` first (it also writes the .br copies the budget counts).
//
//   node bench/lighthouse.ts          prints and records (LIGHTHOUSE_RUNS=3: the median of three
//                                     runs per page by performance score)
//   node bench/lighthouse.ts --gate   one run per page; also exits 1 when accessibility or best
//                                     practices are below 100 on a page, or the initial JavaScript
//                                     exceeds its budget
// Chromium: CHROME_PATH, else /usr/bin/chromium (Debian's), headless, without a sandbox.
//
// The performance score is printed and recorded, never gated: on a shared two-core machine it
// depends on what else runs. Bytes do not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { auditPage } from './lighthouse-audit.ts';
import { writeResults } from './load.ts';
import { PAGES, repo, serveBuild, webDist as dist } from './built-app.ts';

const gate = process.argv.includes('--gate');
/** Runs per page; the median by performance score is reported (the gate runs once). */
const runs = gate ? 1 : Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const budgetFile = path.join(repo, 'apps', 'web', 'initial-js-budget.json');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/**
 * Gated categories: each must be 100 on every page, that is every audit that counts in it passes
 * (a category of 99.6 would print as 100, so the audits are checked, not the rounded score).
 */
const GATED = ['accessibility', 'best-practices'] as const;

interface Budget {
  entryPath: string;
  budgetBytes: number;
  encoding: 'br' | 'gzip' | 'identity';
}

function readBudget(): Budget | null {
  if (!fs.existsSync(budgetFile)) return null;
  const budget = JSON.parse(fs.readFileSync(budgetFile, 'utf8')) as Partial<Budget>;
  const { entryPath, budgetBytes, encoding = 'br' } = budget;
  if (
    typeof entryPath !== 'string' ||
    typeof budgetBytes !== 'number' ||
    !['br', 'gzip', 'identity'].includes(encoding)
  ) {
    throw new Error(
      `${path.relative(repo, budgetFile)}: expected { "entryPath": "/", "budgetBytes": <number>, "encoding": "br" | "gzip" | "identity" }`,
    );
  }
  return { entryPath, budgetBytes, encoding };
}

/** An asset's size as the server sends it in `encoding`: the precompressed copy, or the file itself when it has none (under 1 kB). */
function servedBytes(root: string, assetPath: string, encoding: Budget['encoding']): number {
  const file = path.join(root, assetPath);
  const copy = { br: `${file}.br`, gzip: `${file}.gz`, identity: file }[encoding];
  return fs.statSync(fs.existsSync(copy) ? copy : file).size;
}

/** The JavaScript index.html loads before anything runs: its module script and its modulepreloads. */
function scriptsOfIndexHtml(root: string): string[] {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const found = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(found)];
}

/** Same-origin scripts Chromium fetched while Lighthouse loaded the page, as paths. */
function scriptsSeen(lhr: Result, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  return items
    .flatMap((item) =>
      item.resourceType === 'Script' && typeof item.url === 'string' ? [new URL(item.url)] : [],
    )
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);
}

interface PageFigures {
  name: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferredBytes: number;
  seconds: number;
  /** The performance score of every run, lowest first; the other figures are the median run's. */
  performanceRuns: number[];
  /** Scored audits of the gated categories below 1, with the elements they name. */
  failing: { category: string; id: string; title: string; score: number; items: string[] }[];
  scripts: string[];
}

/** What a failing audit points at: elements' selectors and snippets, URLs, or descriptions. */
function auditItems(lhr: Result, id: string): string[] {
  const details = lhr.audits[id]?.details;
  // A table's rows, or the rows of the tables in a list.
  const items: unknown[] =
    details?.type === 'table'
      ? details.items
      : details?.type === 'list'
        ? details.items.flatMap((part) => (part.type === 'table' ? part.items : []))
        : [];
  return items.slice(0, 10).map((item) => {
    const record = item as Record<string, unknown>;
    const node = record.node as { selector?: string; snippet?: string } | undefined;
    if (node?.selector) return `${node.selector} ${node.snippet ?? ''}`.trim();
    for (const key of ['url', 'description', 'source', 'issueType', 'name']) {
      const value = record[key];
      if (typeof value === 'string' && value !== '') return value;
      if (value && typeof value === 'object' && 'url' in value) return String(value.url);
    }
    return JSON.stringify(record).slice(0, 200);
  });
}

function figuresOf(lhr: Result, page: (typeof PAGES)[number], origin: string, seconds: number) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = details?.type === 'table' ? details.items : [];
  const failing = GATED.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id];
        return audit && audit.score !== null && audit.score < 1 ? [audit] : [];
      })
      .map((audit) => ({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score ?? 0,
        items: auditItems(lhr, audit.id),
      })),
  );
  return {
    name: page.name,
    path: page.path,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    jsTransferredBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    seconds: Math.round(seconds * 10) / 10,
    failing,
    scripts: scriptsSeen(lhr, origin),
  } satisfies Omit<PageFigures, 'performanceRuns'>;
}

/** A page as the messages name it: its path without the query, and what it shows. */
const label = (row: PageFigures) => `${row.path.split('?')[0] ?? ''} (${row.name})`;

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function printTable(rows: PageFigures[]): void {
  const headers = ['page', 'perf', 'a11y', 'best pr.', 'LCP ms', 'TBT ms', 'CLS', 'JS transferred'];
  const cells = rows.map((row) => [
    label(row),
    row.performanceRuns.length > 1
      ? `${row.scores.performance} (${row.performanceRuns[0]}–${row.performanceRuns.at(-1)})`
      : String(row.scores.performance),
    String(row.scores.accessibility),
    String(row.scores['best-practices']),
    String(row.lcpMs),
    String(row.tbtMs),
    row.cls.toFixed(3),
    kB(row.jsTransferredBytes),
  ]);
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values
      .map((value, i) => (i === 0 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(headers));
  for (const values of cells) console.log(line(values));
}

// --- run ---------------------------------------------------------------------------------------

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(
    `lighthouse: ${path.relative(repo, dist)}/index.html is missing. This script builds nothing: run \`npm run build\` first.`,
  );
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.error(
    `lighthouse: no Chromium at ${chromePath}: run \`bash scripts/ensure-chromium.sh\` or set CHROME_PATH.`,
  );
  process.exit(1);
}
const started = performance.now();
// Other work on a shared host moves the scores: the load average is printed with them.
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
const loadAtStart = loadAverage();
// The server serves, and the budget counts, a copy of the build: a rebuild while the audits run
// (in another terminal) cannot mix two builds.
const build = await serveBuild('lighthouse');
const { served, origin } = build;
function refuse(message: string): never {
  console.error(`lighthouse: ${message}`);
  process.exit(1);
}
const entryScripts = scriptsOfIndexHtml(served);
if (entryScripts.length === 0 || entryScripts.some((s) => !fs.existsSync(path.join(served, s)))) {
  refuse('apps/web/dist/index.html names no scripts, or scripts that are not there: rebuild it.');
}
const budget = readBudget();
// The entry module itself may be under the 1 kB below which nothing is precompressed; a build
// that precompressed has a copy of at least one of the first load's scripts.
const hasBrotliCopy = entryScripts.some((script) =>
  fs.existsSync(path.join(served, `${script}.br`)),
);
if (budget?.encoding === 'br' && !hasBrotliCopy) {
  refuse(
    'apps/web/dist has no .br copies (a bare vite build?): run `npm run build`, which precompresses.',
  );
}
let chrome: chromeLauncher.LaunchedChrome | undefined;
const reports = path.join(import.meta.dirname, 'results', 'lighthouse');
fs.mkdirSync(reports, { recursive: true });
const rows: PageFigures[] = [];
let lighthouseVersion = '';
let benchmarkIndex = 0;
try {
  await build.start();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  });
  for (const page of PAGES) {
    const pageStarted = performance.now();
    const results: { lhr: Result; report: string }[] = [];
    for (let run = 0; run < runs; run++)
      results.push(await auditPage(chrome.port, `${origin}${page.path}`, CATEGORIES));
    // The median run by performance score (with one run, that run).
    results.sort(
      (a, b) =>
        (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
    );
    const median = results[Math.floor(results.length / 2)];
    if (!median) throw new Error(`no Lighthouse run for ${page.path}`);
    // The whole report, for the Lighthouse viewer (googlechrome.github.io/lighthouse/viewer).
    fs.writeFileSync(path.join(reports, `${page.slug}.report.json`), median.report);
    lighthouseVersion = median.lhr.lighthouseVersion;
    benchmarkIndex = median.lhr.environment.benchmarkIndex;
    rows.push({
      ...figuresOf(median.lhr, page, origin, (performance.now() - pageStarted) / 1000),
      performanceRuns: results.map(({ lhr }) =>
        Math.round((lhr.categories.performance?.score ?? 0) * 100),
      ),
    });
  }
} finally {
  chrome?.kill();
  await build.stop();
}

console.log(
  `Lighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4× CPU slowdown), ${runs === 1 ? 'one run' : `median of ${runs} runs (performance range in brackets)`} per page, ${os.cpus().length} cores, Node ${process.version}, Chromium benchmark index ${benchmarkIndex}, load average ${loadAtStart} at the start, ${loadAverage()} at the end`,
);
printTable(rows);

// The initial JavaScript: what index.html loads (entry and modulepreloads) and every other script
// Chromium fetched on the budget's page, each at its size in the budget's encoding on disk.
let initial: {
  entryPath: string;
  encoding: Budget['encoding'];
  budgetBytes: number | null;
  bytes: number;
  scripts: { path: string; bytes: number; from: 'index.html' | 'loaded' }[];
} | null = null;
const budgetPage = rows.find((row) => row.path === (budget?.entryPath ?? '/'));
if (budgetPage) {
  const encoding = budget?.encoding ?? 'br';
  const scripts = [
    ...entryScripts.map((script) => ({ path: script, from: 'index.html' as const })),
    ...budgetPage.scripts
      .filter((script) => !entryScripts.includes(script))
      .filter((script) => fs.existsSync(path.join(served, script)))
      .map((script) => ({ path: script, from: 'loaded' as const })),
  ].map((script) => ({ ...script, bytes: servedBytes(served, script.path, encoding) }));
  const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  initial = {
    entryPath: budgetPage.path,
    encoding,
    budgetBytes: budget?.budgetBytes ?? null,
    bytes,
    scripts,
  };
  const loaded = scripts.filter((script) => script.from === 'loaded');
  console.log(
    `\nInitial JavaScript of ${budgetPage.path} (${encoding}): ${bytes} bytes (${kB(bytes)}) in ${scripts.length} files` +
      ` — ${scripts.length - loaded.length} from index.html, ${loaded.length} loaded at first render` +
      (loaded.length > 0
        ? ` (${loaded.map((script) => path.basename(script.path)).join(', ')})`
        : '') +
      (budget
        ? `; budget ${budget.budgetBytes} bytes (${Math.round((100 * bytes) / budget.budgetBytes)} %)`
        : `; no budget (${path.relative(repo, budgetFile)} is missing)`),
  );
}

for (const row of rows) {
  for (const audit of row.failing) {
    console.log(
      `\n${label(row)}: ${audit.category} audit '${audit.id}' (${audit.title}) scores ${audit.score}` +
        audit.items.map((item) => `\n    ${item}`).join(''),
    );
  }
}
const totalSeconds = Math.round((performance.now() - started) / 100) / 10;
console.log(`\n${rows.length} pages in ${totalSeconds} s`);
writeResults('lighthouse', {
  lighthouseVersion,
  runs,
  benchmarkIndex,
  loadAverage: { start: loadAtStart, end: loadAverage() },
  chromePath,
  seconds: totalSeconds,
  pages: rows,
  initialJavaScript: initial,
});

if (gate) {
  const problems = [
    ...rows.flatMap((row) =>
      GATED.map((category) => ({
        category,
        ids: row.failing.filter((audit) => audit.category === category).map((audit) => audit.id),
      }))
        .filter(({ ids }) => ids.length > 0)
        .map(
          ({ category, ids }) =>
            `${label(row)}: ${category} ${row.scores[category]}, not 100 (failing audits: ${ids.join(', ')})`,
        ),
    ),
    ...(budget === null
      ? [
          `${path.relative(repo, budgetFile)} is missing: no budget to check the initial JavaScript against`,
        ]
      : initial === null
        ? [`the budget's page ${budget.entryPath} is not among the pages audited`]
        : initial.bytes > budget.budgetBytes
          ? [
              `initial JavaScript of ${budget.entryPath}: ${initial.bytes} bytes (${budget.encoding}) exceeds the budget of ${budget.budgetBytes} bytes in ${path.relative(repo, budgetFile)} by ${initial.bytes - budget.budgetBytes}`,
            ]
          : []),
  ];
  if (problems.length > 0) {
    console.error(`\nLighthouse gate FAILED:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    'Lighthouse gate passed: accessibility and best practices 100 on every page, initial JavaScript within budget (performance is reported, not gated).',
  );
}
