import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedAnswers, preferredEncoding } from './compressed-answers.ts';

const answer = JSON.stringify({ pairs: Array.from({ length: 200 }, (_, i) => ({ id: `i-${i}` })) });

describe('CompressedAnswers', () => {
  it('compresses an answer once and serves it from memory after that', () => {
    const cache = new CompressedAnswers(1_000_000);
    const first = cache.get('W/"1-abc"|/api/interaction?nslIds=A', answer, 'br');
    const second = cache.get('W/"1-abc"|/api/interaction?nslIds=A', answer, 'br');
    expect(second).toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(answer);
    expect(
      gunzipSync(cache.get('W/"1-abc"|/api/interaction?nslIds=A', answer, 'gzip')).toString(),
    ).toBe(answer);
    expect([cache.misses, cache.hits]).toEqual([2, 1]);
  });

  it('keeps within its bytes, dropping the least recently used first', () => {
    const one = new CompressedAnswers(Number.MAX_SAFE_INTEGER).get('x', answer, 'gzip').length;
    const cache = new CompressedAnswers(one * 2);
    cache.get('a', answer, 'gzip');
    cache.get('b', answer, 'gzip');
    cache.get('a', answer, 'gzip'); // a is now the most recent
    cache.get('c', answer, 'gzip'); // b goes
    expect(cache.size).toBe(2);
    cache.get('a', answer, 'gzip');
    expect(cache.hits).toBe(2);
    cache.get('b', answer, 'gzip');
    expect(cache.misses).toBe(4);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['GZIP;q=0.5', 'gzip'],
    ['gzip;q=0', null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
