// Precompresses the built web app: a Brotli (.br) and a gzip (.gz) copy of every text asset, made
// once at build time at the highest levels, so the server sends files instead of compressing the
// same bytes on the event loop for every request.
//
//   node apps/server/src/http/precompress.ts apps/web/dist   (part of npm run build)
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set([
  '.js',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.map',
  '.webmanifest',
]);
// Smaller files gain nothing worth a second file. The bound is half a kilobyte, not one: the app's
// entry module (under 1 kB since it only schedules the start) is on every page's critical path,
// and Brotli halves it (864 → 433 bytes).
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompress(dist: string): {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
} {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  for (const file of files(dist)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotli += brotli.length;
    totals.gzip += gzip.length;
  }
  return totals;
}

if (import.meta.main) {
  const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
  const totals = precompress(dist);
  console.log(
    `Precompressed ${totals.files} files: ${totals.bytes} bytes → brotli ${totals.brotli}, gzip ${totals.gzip}`,
  );
}
