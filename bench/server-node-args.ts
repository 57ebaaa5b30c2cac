import { SERVER_NODE_OPTIONS } from '@medkompass/server/src/build/production-start.ts';

/**
 * The Node options the server runs with (apps/server/src/build/production-start.ts), for the
 * processes the benchmarks measure as the server, plus any in BENCH_SERVER_NODE_ARGS (e.g.
 * '--trace-gc').
 */
export const SERVER_NODE_ARGS = [
  ...SERVER_NODE_OPTIONS,
  ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
];
