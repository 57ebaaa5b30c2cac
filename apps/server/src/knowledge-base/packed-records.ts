/**
 * Records kept as their JSON text in one buffer outside the JavaScript heap, parsed when read.
 * A knowledge base of 100 000 products and 200 000 interactions holds millions of small objects
 * when parsed; the garbage collector marks every one of them on each full collection (ADR 27).
 * Packed, they are two allocations, and only the records requests read become objects again —
 * the most recently read in a bounded cache, so a hot record is parsed once.
 */
export class PackedRecords<T> {
  readonly size: number;
  // Record i is chunks[chunkOf[i]][starts[i] .. ends[i]): a record never spans two chunks.
  private readonly chunks: readonly Buffer[];
  private readonly chunkOf: Uint16Array;
  private readonly starts: Uint32Array;
  private readonly ends: Uint32Array;
  private readonly cache: RecentCache<T>;

  constructor(
    parts: {
      chunks: readonly Buffer[];
      chunkOf: Uint16Array;
      starts: Uint32Array;
      ends: Uint32Array;
    },
    cacheSize: number,
  ) {
    this.chunks = parts.chunks;
    this.chunkOf = parts.chunkOf;
    this.starts = parts.starts;
    this.ends = parts.ends;
    this.size = parts.starts.length;
    this.cache = new RecentCache(cacheSize);
  }

  /** Record i, parsed; a record is never changed by its readers (the store is immutable). */
  at(index: number): T {
    const cached = this.cache.get(index);
    if (cached !== undefined) return cached;
    const record = JSON.parse(this.text(index)) as T;
    this.cache.set(index, record);
    return record;
  }

  /** Record i's JSON text. */
  text(index: number): string {
    const chunk = this.chunks[this.chunkOf[index] ?? 0];
    return chunk?.toString('utf8', this.starts[index], this.ends[index]) ?? '';
  }

  /** Bytes of JSON held, for the statistics. */
  get byteLength(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  }
}

/**
 * Writes JSON texts into buffers of a few megabytes each, as they come: holding the texts until
 * a buffer is full would carry every one of them into the old generation of the heap. The
 * buffers are kept as they are rather than joined, which would copy everything once more.
 */
export class PackedRecordsBuilder {
  private static readonly CHUNK_BYTES = 4 * 1024 * 1024;
  private readonly chunks: Buffer[] = [];
  private current = Buffer.allocUnsafeSlow(0);
  private used = 0;
  // Per record: its chunk, and its start and end within the chunk.
  private readonly chunkOf: number[] = [];
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  add(json: string): void {
    const bytes = Buffer.byteLength(json);
    if (this.used + bytes > this.current.length) {
      this.seal();
      this.current = Buffer.allocUnsafeSlow(Math.max(PackedRecordsBuilder.CHUNK_BYTES, bytes));
    }
    this.chunkOf.push(this.chunks.length);
    this.starts.push(this.used);
    this.used += this.current.write(json, this.used, 'utf8');
    this.ends.push(this.used);
  }

  get count(): number {
    return this.starts.length;
  }

  build<T>(cacheSize: number): PackedRecords<T> {
    this.seal();
    return new PackedRecords<T>(
      {
        chunks: this.chunks,
        chunkOf: Uint16Array.from(this.chunkOf),
        starts: Uint32Array.from(this.starts),
        ends: Uint32Array.from(this.ends),
      },
      cacheSize,
    );
  }

  // The current buffer joins the chunks as a view of what it holds. One at least seven eighths
  // full is kept as it is (the record that did not fit is longer than its unused end, mostly
  // a few hundred bytes); a mostly empty one, the last, is cut by a copy so the rest is freed.
  // Copying every buffer left a freed one in the allocator's memory each time, until the next
  // collection.
  private seal(): void {
    if (this.used > 0) {
      const held = this.current.subarray(0, this.used);
      this.chunks.push(this.used >= this.current.length * 0.875 ? held : Buffer.from(held));
    }
    this.current = Buffer.allocUnsafeSlow(0);
    this.used = 0;
  }
}

/**
 * Keeps roughly the `capacity` most recently used values: two generations, the older dropped
 * whole when the newer fills. Bounded, and a hit costs one or two map lookups.
 */
export class RecentCache<V> {
  private readonly capacity: number;
  private young = new Map<number, V>();
  private old = new Map<number, V>();

  constructor(capacity: number) {
    this.capacity = Math.max(1, capacity);
  }

  get(key: number): V | undefined {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const aging = this.old.get(key);
    if (aging !== undefined) this.set(key, aging);
    return aging;
  }

  set(key: number, value: V): void {
    if (this.young.size >= this.capacity) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}
