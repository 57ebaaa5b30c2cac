/**
 * Answers kept by key, bounded by their bytes, least recently used out first. The knowledge
 * base is immutable between imports and an answer is a function of its ETag (the import, the
 * server version, the session where it matters) and URL, so a key names one answer for good.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  private readonly maxBytes: number;
  hits = 0;
  misses = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const cached = this.entries.get(key);
    if (cached === undefined) {
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // Most recently used last: a Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, cached);
    return cached;
  }

  set(key: string, body: Buffer): void {
    if (body.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
