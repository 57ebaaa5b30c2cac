// Bundles the server into prebuilt JavaScript (ADR 0047): apps/server/dist/main.js and the chunks
// it loads. Started from source, Node resolves, reads and type-strips some two thousand modules
// (ours and the dependencies') at every start; from the bundle it reads a few files.
//
//   node apps/server/src/build/server-bundle.ts   (part of npm run build)
import fs from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { SERVER_BUNDLE_DIR } from './production-start.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * Left to Node's own resolution: native add-ons, and packages that read files beside their own
 * code (geoip-country its databases, the Swagger UI its static files) or load optional native
 * parts (pg's pg-native).
 */
export const EXTERNAL_PACKAGES = [
  'better-sqlite3',
  '@node-rs/argon2',
  'geoip-country',
  '@fastify/swagger-ui',
  'pg-native',
];

// CommonJS dependencies call require() and read __dirname, which an ES module does not have.
const BANNER = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __filename = __bundleFileURLToPath(import.meta.url);',
  'const __dirname = import.meta.dirname;',
].join('\n');

export async function buildServerBundle(outdir = SERVER_BUNDLE_DIR): Promise<Metafile> {
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: path.join(serverDir, 'src', 'main.ts') },
    outdir,
    bundle: true,
    // The dynamic imports stay separate chunks, loaded when first needed as from source
    // (the information pages' renderer, nodemailer, ioredis, node-postgres).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    // Names kept: Fastify's plugins and the logs' error types are read by name.
    keepNames: true,
    external: EXTERNAL_PACKAGES,
    banner: { js: BANNER },
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'warning',
  });
  return result.metafile;
}

if (import.meta.main) {
  const started = performance.now();
  const metafile = await buildServerBundle();
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const bytes = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
  console.log(
    `Server bundle: ${outputs.length} files, ${Math.round(bytes / 1024)} kB, from ${Object.keys(metafile.inputs).length} modules in ${Math.round(performance.now() - started)} ms`,
  );
}
