import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWrkReport, wrkMilliseconds } from './load.ts';

// A report as wrk 4.1 (Debian) prints it with --latency; the 99th percentile carries a trailing
// space, as wrk pads its columns.
const report = `Running 5s test @ http://127.0.0.1:46339/api/interaction?nslIds=IDGEN000003E0
  1 threads and 200 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    81.96ms  225.40ms   2.00s    93.67%
    Req/Sec     6.33k     1.34k    7.74k    80.00%
  Latency Distribution
     50%   27.04ms
     75%   31.81ms
     90%   72.05ms
     99%    1.31s 
  31513 requests in 5.02s, 193.30MB read
  Socket errors: connect 0, read 2, write 1, timeout 37
  Non-2xx or 3xx responses: 4
Requests/sec:   6276.87
Transfer/sec:     38.50MB
`;

describe('parseWrkReport', () => {
  it('reads throughput, the 50th and 99th percentiles, socket errors and non-2xx answers', () => {
    expect(parseWrkReport(report)).toEqual({
      requestsPerSecond: 6277,
      p50: 27.04,
      p99: 1310,
      errors: 40,
      non2xx: 4,
    });
  });

  it('counts no errors when wrk prints no error lines', () => {
    const clean = report
      .split('\n')
      .filter((line) => !/Socket errors|Non-2xx/.test(line))
      .join('\n');
    expect(parseWrkReport(clean)).toMatchObject({ errors: 0, non2xx: 0 });
  });

  it('refuses a report without its latency distribution (wrk run without --latency)', () => {
    expect(() => parseWrkReport(report.replace(/\s+50%.*\n/, '\n'))).toThrow(/50%/);
  });
});

describe('wrkMilliseconds', () => {
  it('converts each of wrk’s units', () => {
    expect(wrkMilliseconds('812.00us')).toBe(0.81);
    expect(wrkMilliseconds('4.21ms')).toBe(4.21);
    expect(wrkMilliseconds('1.02s')).toBe(1020);
    expect(wrkMilliseconds('1.50m')).toBe(90_000);
  });

  it('gives a figure in any unit the same milliseconds, to a hundredth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), (hundredths) => {
        const ms = hundredths / 100;
        expect(wrkMilliseconds(`${ms.toFixed(2)}ms`)).toBeCloseTo(ms, 2);
        expect(wrkMilliseconds(`${(ms / 1000).toFixed(5)}s`)).toBeCloseTo(ms, 2);
        expect(wrkMilliseconds(`${(ms * 1000).toFixed(0)}us`)).toBeCloseTo(ms, 2);
      }),
    );
  });

  it('refuses what is not a figure with a unit', () => {
    expect(() => wrkMilliseconds('4.21')).toThrow(/unreadable/);
    expect(() => wrkMilliseconds('ms')).toThrow(/unreadable/);
  });
});
