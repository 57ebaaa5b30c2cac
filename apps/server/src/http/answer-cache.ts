interface Entry {
  key: string;
  body: Buffer;
  /** The next entry towards the most recently used, and towards the least. */
  newer: Entry | null;
  older: Entry | null;
}

/**
 * Answers kept by key, bounded by their bytes, least recently used out first. The knowledge
 * base is immutable between imports and an answer is a function of its ETag (the import, the
 * server version, the session where it matters) and URL, so a key names one answer for good.
 *
 * The order of use is a list of its own: a hit moves its entry in the list and leaves the Map
 * alone. Keeping the order in the Map instead (delete and set again on every hit) leaves a
 * deleted slot in the same hash chain at each hit of a popular key, which V8 clears only when it
 * rehashes: with some thousands of answers kept, a hit walked thousands of them (~10 µs, and the
 * 20-drug call fell from about 70 to 45 % of the health check's throughput; bench/README.md).
 */
/**
 * The body in memory of its own. A Buffer may be a view of a larger one: a small
 * `Buffer.from(string)` is a slice of Node's shared 8 KiB pool, and a `brotliCompressSync` or
 * `gzipSync` answer a slice of the compressor's 16 KiB output buffer. Kept as it is, a view holds
 * all of its backing memory while the bound counts its length: under a soak of ever new questions
 * (bench/README.md 'soak.ts') the caches held some 600 MiB for their 64 MiB of answers.
 */
function ownBytes(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength) return body;
  const copy = Buffer.allocUnsafeSlow(body.byteLength);
  body.copy(copy);
  return copy;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private newest: Entry | null = null;
  private oldest: Entry | null = null;
  private bytes = 0;
  private readonly maxBytes: number;
  hits = 0;
  misses = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    if (entry !== this.newest) {
      this.unlink(entry);
      this.linkAsNewest(entry);
    }
    return entry.body;
  }

  /** Keeps the body (unless too large, or the key is kept); returns the bytes now kept or given. */
  set(key: string, body: Buffer): Buffer {
    if (body.length > this.maxBytes || this.entries.has(key)) return body;
    const entry: Entry = { key, body: ownBytes(body), newer: null, older: null };
    this.entries.set(key, entry);
    this.linkAsNewest(entry);
    this.bytes += body.length;
    while (this.bytes > this.maxBytes && this.oldest !== null) {
      const evicted = this.oldest;
      this.unlink(evicted);
      this.entries.delete(evicted.key);
      this.bytes -= evicted.body.length;
    }
    return entry.body;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The keys from the least to the most recently used (for tests). */
  keysByUse(): string[] {
    const keys: string[] = [];
    for (let entry = this.oldest; entry !== null; entry = entry.newer) keys.push(entry.key);
    return keys;
  }

  private linkAsNewest(entry: Entry): void {
    entry.older = this.newest;
    entry.newer = null;
    if (this.newest !== null) this.newest.newer = entry;
    this.newest = entry;
    this.oldest ??= entry;
  }

  private unlink(entry: Entry): void {
    if (entry.older !== null) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    if (entry.newer !== null) entry.newer.older = entry.older;
    else this.newest = entry.older;
    entry.newer = null;
    entry.older = null;
  }
}
