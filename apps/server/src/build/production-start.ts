import path from 'node:path';

/**
 * Where `npm run build` puts the server's bundle (server-bundle.ts): apps/server/dist, at the
 * depth of src/, so that paths found from a module's own URL (config.ts: the repository's root)
 * are the same from either.
 */
export const SERVER_BUNDLE_DIR = path.resolve(import.meta.dirname, '../../dist');

/** The production start's module (ADR 0047). */
export const SERVER_BUNDLE_MAIN = path.join(SERVER_BUNDLE_DIR, 'main.js');

/**
 * The Node options the server runs with, in apps/server/package.json's `start` and `dev` (a
 * test holds them together) and wherever a process is started as the server (e2e, benchmarks),
 * for its resident memory (ADR 50; bench/README.md, 'The server's own memory'):
 * - a young generation of at most 8 MiB a semi-space: V8's default grows it to several times
 *   that while a large knowledge base loads, and keeps it;
 * - an old generation of at most 1 GiB (the large knowledge base's server lives in about 90 MiB
 *   of it): V8 lets the heap grow between collections by a factor it derives from this limit,
 *   up to four times what lives with the default of a quarter of the host's memory;
 * - `gc` exposed, for the one collection after a knowledge base is loaded (load-garbage.ts).
 */
export const SERVER_NODE_OPTIONS = [
  '--max-semi-space-size=8',
  '--max-old-space-size=1024',
  '--expose-gc',
];
