/**
 * The Node options the server runs with (apps/server/package.json, `start`), for the processes
 * the benchmarks measure as the server, plus any in BENCH_SERVER_NODE_ARGS (e.g. '--trace-gc').
 */
export const SERVER_NODE_ARGS = [
  '--max-semi-space-size=16',
  ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
];
