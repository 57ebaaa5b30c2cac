// Shared by the HTTP benchmarks: one load run per endpoint, and the table they print. The load
// generator is autocannon, or wrk (Debian's package) with BENCH_LOAD_GENERATOR=wrk: a second
// instrument, written in C, to tell the server's limits from the generator's (bench/README.md).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadRow {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** What the server itself saw during the run, when it reports it (bench/api-server.ts). */
  server?: ServerSide;
}

/** Milliseconds: a request's handling in the server, and its event loop's delay. */
export interface ServerSide {
  handlingP99: number;
  handlingMax: number;
  loopDelayP99: number;
  loopDelayMax: number;
}

/** Resets the server's figures before a run and reads them after it. */
export interface ServerObserver {
  reset: () => Promise<void>;
  read: () => Promise<ServerSide>;
}

export interface Endpoint {
  url: string;
  headers?: Record<string, string>;
  /**
   * Makes every request's URL unique (a counter in a parameter the API ignores), so no answer is
   * served from the server's answer cache: the figures are those of assessing every request.
   */
  uncached?: boolean;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

type Run = (endpoint: Endpoint, durationSeconds: number) => Promise<LoadRow>;

function autocannonRun(address: string, options: LoadOptions): Run {
  let counter = 0;
  return async (endpoint, duration) => {
    const result = await autocannon({
      url: address + endpoint.url,
      connections: options.connections,
      duration,
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.uncached
        ? {
            requests: [
              {
                setupRequest: (request: autocannon.Request) => ({
                  ...request,
                  path: `${endpoint.url}&bench=${(counter += 1)}`,
                }),
              },
            ],
          }
        : {}),
    });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  };
}

/** Milliseconds of one of wrk's latency figures ("812.00us", "4.21ms", "1.02s"). */
export function wrkMilliseconds(figure: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(figure);
  if (!match) throw new Error(`wrk: unreadable latency ${figure}`);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(Number(match[1]) * unit * 100) / 100;
}

/** The figures of wrk's report (run with --latency). */
export function parseWrkReport(report: string): LoadRow {
  const figure = (pattern: RegExp): string => {
    const match = pattern.exec(report);
    if (!match?.[1]) throw new Error(`wrk: no ${pattern.source} in its report:\n${report}`);
    return match[1];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    report,
  );
  return {
    requestsPerSecond: Math.round(Number(figure(/Requests\/sec:\s+([\d.]+)/))),
    p50: wrkMilliseconds(figure(/^\s+50%\s+(\S+)\s*$/m)),
    p99: wrkMilliseconds(figure(/^\s+99%\s+(\S+)\s*$/m)),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0),
  };
}

// Each request of an 'uncached' endpoint gets a new URL, as autocannon's setupRequest does.
const WRK_UNIQUE_URLS = `counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "&bench=" .. counter)
end
`;

function wrkRun(address: string, options: LoadOptions): Run {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-wrk-')), 'unique.lua');
  fs.writeFileSync(script, WRK_UNIQUE_URLS);
  return async (endpoint, duration) => {
    const { stdout } = await promisify(execFile)('wrk', [
      '--threads=1',
      `--connections=${options.connections}`,
      `--duration=${duration}s`,
      '--latency',
      ...Object.entries(endpoint.headers ?? {}).flatMap(([name, value]) => [
        '--header',
        `${name}: ${value}`,
      ]),
      ...(endpoint.uncached ? ['--script', script] : []),
      address + endpoint.url,
    ]);
    return parseWrkReport(stdout);
  };
}

/** Warms every endpoint up for a second (the JIT), then measures each in turn. */
export async function measureAll(
  address: string,
  endpoints: Record<string, Endpoint>,
  options: LoadOptions,
  server?: ServerObserver,
): Promise<Record<string, LoadRow>> {
  const run =
    process.env.BENCH_LOAD_GENERATOR === 'wrk'
      ? wrkRun(address, options)
      : autocannonRun(address, options);
  for (const endpoint of Object.values(endpoints)) await run(endpoint, 1);
  const rows: Record<string, LoadRow> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    await server?.reset();
    const row = await run(endpoint, options.durationSeconds);
    rows[name] = server ? { ...row, server: await server.read() } : row;
  }
  return rows;
}

/** Prints the rows with each one's throughput as a share of the health check's (`health`). */
export function printRows(rows: Record<string, LoadRow>, options: LoadOptions): void {
  const ceiling = rows.health?.requestsPerSecond ?? 1;
  const width = Math.max(12, ...Object.keys(rows).map((name) => name.length));
  console.log(
    `${options.connections} connections, ${options.durationSeconds} s each, Node ${process.version}, ${os.cpus().length} cores`,
  );
  // The server's own view, where it reports one: handling p99/max and event-loop delay p99/max.
  const serverSide = Object.values(rows).some((row) => row.server);
  console.log(
    `${'endpoint'.padEnd(width)}   req/s   p50 ms  p99 ms  errors  non-2xx  % of health${serverSide ? '  server: handling p99/max ms, loop delay p99/max ms' : ''}`,
  );
  for (const [name, row] of Object.entries(rows)) {
    const cells = [row.requestsPerSecond, row.p50, row.p99, row.errors, row.non2xx];
    const widths = [7, 8, 7, 7, 8];
    const server = row.server
      ? `  ${row.server.handlingP99}/${row.server.handlingMax}, ${row.server.loopDelayP99}/${row.server.loopDelayMax}`
      : '';
    console.log(
      `${name.padEnd(width)} ${cells.map((cell, i) => String(cell).padStart(widths[i] ?? 7)).join(' ')} ${String(Math.round((100 * row.requestsPerSecond) / ceiling)).padStart(11)}${server}`,
    );
  }
}

/** Writes the figures to bench/results/<name>.json (git-ignored). */
export function writeResults(name: string, figures: Record<string, unknown>): void {
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${name}.json`),
    JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2),
  );
}
