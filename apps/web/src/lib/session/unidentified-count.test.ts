import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unidentifiedCount, unidentifiedParam } from './unidentified-count.ts';

const params = (query: string) => new URLSearchParams(query);

describe('drugs the decision support cannot assess', () => {
  it('adds the record system’s count to the ids the knowledge base does not know', () => {
    expect(unidentifiedCount(params('unidentified=2'), 1)).toBe(3);
    expect(unidentifiedCount(params(''), 2)).toBe(2);
    expect(unidentifiedCount(params('unidentified=0'), 0)).toBe(0);
  });

  it('reads a malformed count as none rather than guessing', () => {
    for (const value of ['-1', 'två', '1.5', '', '99999', '1e3']) {
      expect(unidentifiedParam(params(`unidentified=${value}`)), value).toBe(0);
    }
  });

  it('is never negative nor beyond the cap, whatever the address', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(200), (value, unknown) => {
        const count = unidentifiedCount(
          params(`unidentified=${encodeURIComponent(value)}`),
          unknown,
        );
        expect(count).toBeGreaterThanOrEqual(unknown);
        expect(count).toBeLessThanOrEqual(unknown + 1000);
      }),
    );
  });
});
