import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { AnswerCache } from './answer-cache.ts';

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
 * Compressed knowledge-base answers, made once per answer and kept: the same answer (same ETag and
 * URL) is asked for again and again, and compressing it anew on the event loop for every request
 * cost most of the throughput. Bounded by bytes, least recently used out first.
 */
export class CompressedAnswers {
  private readonly cache: AnswerCache;

  constructor(maxBytes: number) {
    this.cache = new AnswerCache(maxBytes);
  }

  /** The answer compressed with the encoding: from the cache, or compressed now and kept. */
  get(key: string, payload: string | Buffer, encoding: AnswerEncoding): Buffer {
    const cacheKey = `${encoding}\u0000${key}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const body =
      encoding === 'br'
        ? brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(payload, { level: 6 });
    // The bytes kept (a copy of their own: the compressor's answer is a view of its buffer).
    return this.cache.set(cacheKey, body);
  }

  get hits(): number {
    return this.cache.hits;
  }

  get misses(): number {
    return this.cache.misses;
  }

  get size(): number {
    return this.cache.size;
  }
}
