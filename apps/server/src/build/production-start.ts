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
 * test holds them together) and wherever a process is started as the server (e2e, benchmarks).
 * A young generation of at most 16 MiB a semi-space: see bench/README.md, `kb.ts`.
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=16'];
