// The main thread of a phone while the built app's pages load: Debian's Chromium at
// Lighthouse's 4× CPU slowdown, applied for real (DevTools' CPU throttling), on the pages
// Lighthouse audits, each as a first visit (fresh storage: the cookie notice shows). Prints per
// page the medians over the runs of the first contentful paint, the largest contentful paint,
// the blocking time after the first paint (Total Blocking Time as Lighthouse counts it), the
// longest task, the script time of the whole load and the latency of a first tap once the page
// has settled, with their ranges; writes them to bench/results/main-thread.json.
//
// The last two are what a start deferred until the first input would trade (ADR 56): it would
// take the blocking time out of the load, but the first tap would then wait for the load's
// script work, which today has run by the time the reader taps.
//
// Why beside Lighthouse: Lighthouse simulates a phone from an unthrottled load, scaling each
// task it saw by four, so a change in when work runs (a render in slices, a render that no
// longer repeats) can vanish in its estimate and in the noise of a shared machine. Here the
// tasks run at the slower speed as a phone would run them. The network is the loopback's: this
// measures the main thread, not the transfer (which Lighthouse's figures include).
//
// Builds nothing: run `npm run build` first.
//   node bench/main-thread.ts              five runs per page (MAIN_THREAD_RUNS to change)
// Chromium: CHROME_PATH, else /usr/bin/chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { PAGES, serveBuild, webDist } from './built-app.ts';
import { writeResults } from './load.ts';
import { blockingTime, median, type LongTask } from './main-thread-figures.ts';

const runs = Math.max(1, Number(process.env.MAIN_THREAD_RUNS ?? 5));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power). */
const VIEWPORT = { width: 412, height: 823 };
/** How long the page stays quiet (no request) before a run ends. */
const SETTLE_MS = 1_500;
/**
 * The first tap of a first visit: the cookie notice's button, which the app takes away; where a
 * dialog opened with the page (the login a locked source asks for), its cancel button.
 */
const TAP_TARGETS = { notice: 'Jag förstår!', dialog: 'Avbryt' } as const;

interface Observed {
  fcp: number | null;
  lcp: number | null;
  tasks: LongTask[];
  interactions: Record<string, number>;
}

interface RunFigures {
  fcpMs: number;
  lcpMs: number;
  blockingAfterFcpMs: number;
  longestTaskMs: number;
  /** The main thread's script time over the whole load (CDP's ScriptDuration), throttled. */
  scriptMs: number;
  /** From the first tap (TAP_TARGETS), once the page has settled, to the next paint. */
  firstTapMs: number;
}

// Runs in the page before its scripts (as text: this file is typed for Node, not the DOM): keeps
// what the browser reports of paints and long tasks, in milliseconds from navigation.
const OBSERVER_SCRIPT = `
  const seen = { fcp: null, lcp: null, tasks: [] };
  window.__mainThread = seen;
  // A tap's interaction: its events' longest duration, from the input to the next paint.
  seen.interactions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      seen.interactions[entry.interactionId] =
        Math.max(seen.interactions[entry.interactionId] ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.entryType === 'longtask') seen.tasks.push({ start: entry.startTime, duration: entry.duration });
      else if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
      else if (entry.entryType === 'largest-contentful-paint') seen.lcp = entry.startTime;
    }
  }).observe({ entryTypes: ['longtask', 'paint', 'largest-contentful-paint'] });
`;

/** One first visit; null when Chromium reported no first contentful paint (see below). */
async function measure(browser: Browser, url: string): Promise<RunFigures | null> {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVER_SCRIPT });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value;
    if (scriptSeconds === undefined) throw new Error('Chromium reported no ScriptDuration');
    // The app takes the notice away, so the tap's events last until that paint.
    const dialog = page.getByRole('dialog');
    const target =
      (await dialog.count()) > 0
        ? dialog.getByRole('button', { name: TAP_TARGETS.dialog })
        : page.getByRole('button', { name: TAP_TARGETS.notice });
    await target.tap();
    await target.waitFor({ state: 'detached' });
    // Event Timing entries are reported after the next paint.
    await page.waitForTimeout(500);
    // The observer's callbacks can still be queued on a busy page; the paint is also in the
    // performance timeline. Headless Chromium at this slowdown now and then records a first
    // paint but no first contentful paint for a page that plainly shows its text (seen on the
    // renal page); such a run cannot be placed and is run again.
    const seen = await page.evaluate<Observed>(`({
      ...window.__mainThread,
      fcp: window.__mainThread.fcp ??
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    })`);
    if (seen.fcp === null) return null;
    const tapMs = Math.max(0, ...Object.values(seen.interactions));
    if (tapMs === 0) throw new Error(`${url}: Chromium reported no timing for the tap`);
    return {
      scriptMs: scriptSeconds * 1000,
      firstTapMs: tapMs,
      fcpMs: seen.fcp,
      lcpMs: seen.lcp ?? seen.fcp,
      blockingAfterFcpMs: blockingTime(seen.tasks, seen.fcp),
      longestTaskMs: Math.max(0, ...seen.tasks.map((task) => task.duration)),
    };
  } finally {
    await context.close();
  }
}

if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error('main-thread: apps/web/dist/index.html is missing: run `npm run build` first.');
  process.exit(1);
}
if (!fs.existsSync(chromePath)) {
  console.error(
    `main-thread: no Chromium at ${chromePath}: run \`bash scripts/ensure-chromium.sh\` or set CHROME_PATH.`,
  );
  process.exit(1);
}

// Other work on a shared host moves the figures: the load average is printed with them.
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
const loadAtStart = loadAverage();
const build = await serveBuild('main-thread');
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-background-networking'],
});
const rows: { name: string; path: string; runs: RunFigures[] }[] = [];
let unplaced = 0;
try {
  await build.start();
  for (const page of PAGES) {
    const url = `${build.origin}${page.path}`;
    // One load first, not counted: the server's first answers and Chromium's caches of its own.
    await measure(browser, url);
    const figures: RunFigures[] = [];
    for (let attempt = 0; figures.length < runs; attempt++) {
      if (attempt === 3 * runs)
        throw new Error(`${url}: too few runs with a first contentful paint`);
      const run = await measure(browser, url);
      if (run === null) unplaced++;
      else figures.push(run);
    }
    rows.push({ name: page.name, path: page.path, runs: figures });
  }
} finally {
  await browser.close();
  await build.stop();
}

const FIGURES = [
  ['fcpMs', 'FCP ms'],
  ['lcpMs', 'LCP ms'],
  ['blockingAfterFcpMs', 'blocking ms'],
  ['longestTaskMs', 'longest task ms'],
  ['scriptMs', 'script ms'],
  ['firstTapMs', 'first tap ms'],
] as const;

function cell(values: number[]): string {
  const rounded = values.map(Math.round);
  return `${Math.round(median(values))} (${Math.min(...rounded)}–${Math.max(...rounded)})`;
}

console.log(
  `Main thread at ${CPU_SLOWDOWN}× CPU slowdown (Chromium's own throttling, loopback network), median of ${runs} runs per page (range in brackets), ${os.cpus().length} cores, Node ${process.version}, load average ${loadAtStart} at the start, ${loadAverage()} at the end${unplaced > 0 ? `; ${unplaced} run(s) without a first contentful paint run again` : ''}`,
);
const table = [
  ['page', ...FIGURES.map(([, label]) => label)],
  ...rows.map((row) => [
    `${row.path.split('?')[0] ?? row.path} (${row.name})`,
    ...FIGURES.map(([key]) => cell(row.runs.map((run) => run[key]))),
  ]),
];
const nameWidth = Math.max(...table.map(([name = '']) => name.length));
const widths = FIGURES.map((_, column) =>
  Math.max(...table.map((line) => (line[column + 1] ?? '').length)),
);
for (const [name = '', ...values] of table) {
  console.log(
    [name.padEnd(nameWidth), ...values.map((value, i) => value.padStart(widths[i] ?? 0))].join(
      '  ',
    ),
  );
}
writeResults('main-thread', {
  cpuSlowdown: CPU_SLOWDOWN,
  runs,
  unplaced,
  loadAverage: { start: loadAtStart, end: loadAverage() },
  pages: rows.map((row) => ({
    name: row.name,
    path: row.path,
    medians: Object.fromEntries(FIGURES.map(([key]) => [key, median(row.runs.map((r) => r[key]))])),
    runs: row.runs,
  })),
});
