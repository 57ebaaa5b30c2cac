import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../../http/compressed-answers.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller pages gain less than the compression costs (the global compression's bound). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A page (index.html with its first paint), compressed for the client. The history fallback
 * answers from the not-found handler, which the global compression plugin never sees (it adds
 * itself to routes as they are declared): without this every page went uncompressed. Each page
 * is rendered per request, so it is compressed per request, off the event loop and at the
 * levels of the API's answers (compressed-answers.ts).
 */
export async function compressedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<string | Buffer> {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null || Buffer.byteLength(html) < COMPRESS_FROM_BYTES) return html;
  const body =
    encoding === 'br'
      ? await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(html, { level: 6 });
  reply.header('content-encoding', encoding);
  return body;
}
