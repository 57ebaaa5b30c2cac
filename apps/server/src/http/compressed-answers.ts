import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type AnswerEncoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header: Brotli, else gzip, else none. */
export function preferredEncoding(header: string | undefined): AnswerEncoding | null {
  if (header === undefined) return null;
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q === undefined || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Compressed knowledge-base answers, made once per answer and kept (issue 16): the same answer
 * (same ETag and URL) is asked for again and again, and compressing it anew on the event loop for
 * every request cost most of the throughput. Bounded by bytes, least recently used out first.
 */
export class CompressedAnswers {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  private readonly maxBytes: number;
  hits = 0;
  misses = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** The answer compressed with the encoding: from the cache, or compressed now and kept. */
  get(key: string, payload: string, encoding: AnswerEncoding): Buffer {
    const cacheKey = `${encoding}\u0000${key}`;
    const cached = this.entries.get(cacheKey);
    if (cached) {
      this.hits += 1;
      // Most recently used last: a Map keeps insertion order.
      this.entries.delete(cacheKey);
      this.entries.set(cacheKey, cached);
      return cached;
    }
    this.misses += 1;
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(payload, { level: 6 });
    if (body.length <= this.maxBytes) {
      this.entries.set(cacheKey, body);
      this.bytes += body.length;
      for (const [oldest, value] of this.entries) {
        if (this.bytes <= this.maxBytes) break;
        this.entries.delete(oldest);
        this.bytes -= value.length;
      }
    }
    return body;
  }

  get size(): number {
    return this.entries.size;
  }
}
