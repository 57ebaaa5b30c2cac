// Shared by the HTTP benchmarks: one autocannon run per endpoint, and the table they print.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadRow {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
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

/** Warms every endpoint up for a second (the JIT), then measures each in turn. */
export async function measureAll(
  address: string,
  endpoints: Record<string, Endpoint>,
  options: LoadOptions,
): Promise<Record<string, LoadRow>> {
  let counter = 0;
  const run = (endpoint: Endpoint, duration: number) =>
    autocannon({
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
  for (const endpoint of Object.values(endpoints)) await run(endpoint, 1);
  const rows: Record<string, LoadRow> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const result = await run(endpoint, options.durationSeconds);
    rows[name] = {
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
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
  console.log(`${'endpoint'.padEnd(width)}   req/s   p50 ms  p99 ms  errors  non-2xx  % of health`);
  for (const [name, row] of Object.entries(rows)) {
    const cells = [row.requestsPerSecond, row.p50, row.p99, row.errors, row.non2xx];
    const widths = [7, 8, 7, 7, 8];
    console.log(
      `${name.padEnd(width)} ${cells.map((cell, i) => String(cell).padStart(widths[i] ?? 7)).join(' ')} ${String(Math.round((100 * row.requestsPerSecond) / ceiling)).padStart(11)}`,
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
