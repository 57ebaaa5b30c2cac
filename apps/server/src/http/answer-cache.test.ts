import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

/** The rule, kept as plainly as it can be: a list ordered by use, the least recent first. */
class ReferenceCache {
  private order: { key: string; size: number }[] = [];
  private readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  get(key: string): number | undefined {
    const index = this.order.findIndex((entry) => entry.key === key);
    if (index === -1) return undefined;
    const [entry] = this.order.splice(index, 1);
    this.order.push(entry!);
    return entry!.size;
  }
  set(key: string, size: number): void {
    if (size > this.maxBytes || this.order.some((entry) => entry.key === key)) return;
    this.order.push({ key, size });
    while (this.order.reduce((sum, entry) => sum + entry.size, 0) > this.maxBytes) {
      this.order.shift();
    }
  }
  keys(): string[] {
    return this.order.map((entry) => entry.key);
  }
}

const operation = fc.oneof(
  fc.record({ op: fc.constant('get' as const), key: fc.integer({ min: 0, max: 7 }) }),
  fc.record({
    op: fc.constant('set' as const),
    key: fc.integer({ min: 0, max: 7 }),
    size: fc.integer({ min: 0, max: 40 }),
  }),
);

describe('the answer cache', () => {
  it('keeps, finds and drops answers as a least-recently-used list bounded by bytes does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.array(operation), (maxBytes, operations) => {
        const cache = new AnswerCache(maxBytes);
        const reference = new ReferenceCache(maxBytes);
        for (const step of operations) {
          const key = `k${step.key}`;
          if (step.op === 'get') {
            expect(cache.get(key)?.length).toBe(reference.get(key));
          } else {
            cache.set(key, Buffer.alloc(step.size));
            reference.set(key, step.size);
          }
          expect(cache.keysByUse()).toEqual(reference.keys());
          expect(cache.size).toBe(reference.keys().length);
        }
      }),
    );
  });

  it('keeps an answer in memory of its own, not the larger buffer it is a view of', () => {
    // A compressed answer is a slice of the compressor's 16 KiB output buffer, a small serialised
    // one a slice of Node's 8 KiB pool; kept as views, they held all of it.
    const cache = new AnswerCache(1024);
    const compressor = Buffer.alloc(16 * 1024, 7);
    cache.set('compressed', compressor.subarray(100, 400));
    cache.set('pooled', Buffer.from('{"answer":true}'));
    const compressed = cache.get('compressed');
    expect(compressed?.buffer.byteLength).toBe(300);
    expect(compressed?.equals(compressor.subarray(100, 400))).toBe(true);
    expect(cache.get('pooled')?.buffer.byteLength).toBe('{"answer":true}'.length);
    expect(cache.get('pooled')?.toString()).toBe('{"answer":true}');
  });

  it('counts hits and misses, and never replaces a kept answer', () => {
    const cache = new AnswerCache(10);
    cache.set('a', Buffer.from('first'));
    cache.set('a', Buffer.from('second'));
    expect(cache.get('a')?.toString()).toBe('first');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
  });

  it('answers a hit without deleting or adding a key of its map', () => {
    // V8 clears a deleted key's slot only when it rehashes: a popular key deleted and set again
    // on every hit grew a chain of such slots that every lookup walked (bench/README.md).
    const cache = new AnswerCache(1024 * 1024);
    for (let i = 0; i < 1000; i++) cache.set(`/api/interaction?bench=${i}`, Buffer.alloc(100));
    const deletes = vi.spyOn(Map.prototype, 'delete');
    const sets = vi.spyOn(Map.prototype, 'set');
    try {
      for (let i = 0; i < 1000; i++) cache.get(`/api/interaction?bench=${i % 10}`);
      expect(deletes).not.toHaveBeenCalled();
      expect(sets).not.toHaveBeenCalled();
    } finally {
      deletes.mockRestore();
      sets.mockRestore();
    }
    expect(cache.keysByUse().slice(-10)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/api/interaction?bench=${i}`),
    );
  });
});
