import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinSwedish, shortenWithBackground } from './text.ts';

describe('joinSwedish (specification §9)', () => {
  it("joins with commas and 'och'", () => {
    expect(joinSwedish([])).toBe('');
    expect(joinSwedish(['warfarin'])).toBe('warfarin');
    expect(joinSwedish(['warfarin', 'ibuprofen'])).toBe('warfarin och ibuprofen');
    expect(joinSwedish(['a', 'b', 'c'])).toBe('a, b och c');
  });
});

describe('shortenWithBackground (specification §9)', () => {
  it('leaves texts within the limit as they are', () => {
    expect(shortenWithBackground('kort', 'bakgrund', 200)).toEqual({
      main: 'kort',
      background: 'bakgrund',
    });
  });

  it('keeps 100 characters for the background and gives the rest to the main text', () => {
    const result = shortenWithBackground('m'.repeat(300), 'b'.repeat(300), 200);
    expect(result.background).toBe(`${'b'.repeat(99)}…`);
    expect(result.main).toBe(`${'m'.repeat(99)}…`);
  });

  it('gives the main text what a short background leaves', () => {
    const result = shortenWithBackground('m'.repeat(300), 'b'.repeat(30), 172);
    expect(result.background).toBe('b'.repeat(30));
    expect(result.main).toHaveLength(142);
    expect(result.main.endsWith('…')).toBe(true);
  });

  it('handles a limit smaller than the reserve', () => {
    expect(shortenWithBackground('main', 'b'.repeat(200), 50)).toEqual({
      main: '',
      background: `${'b'.repeat(49)}…`,
    });
  });

  it('never exceeds the total limit', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 500 }),
        fc.string({ maxLength: 500 }),
        fc.integer({ min: 0, max: 600 }),
        (main, background, limit) => {
          const result = shortenWithBackground(main, background, limit);
          if (main.length + background.length > limit) {
            expect(result.main.length + result.background.length).toBeLessThanOrEqual(limit);
          }
        },
      ),
    );
  });
});

describe('shortenWithBackground at its edges', () => {
  it('leaves texts exactly at the limit whole, even a background longer than its reserve', () => {
    const main = 'm'.repeat(50);
    const background = 'b'.repeat(150);
    expect(shortenWithBackground(main, background, 200)).toEqual({ main, background });
  });

  it('cuts one character over the limit', () => {
    const result = shortenWithBackground('m'.repeat(50), 'b'.repeat(151), 200);
    expect(result.background).toBe(`${'b'.repeat(99)}…`);
    expect(result.main).toBe('m'.repeat(50));
  });

  it('drops the space before the ellipsis at a cut between words, but keeps a leading one', () => {
    expect(shortenWithBackground('abcd efgh ijkl', '', 6).main).toBe('abcd…');
    expect(shortenWithBackground(' abc defgh', '', 5).main).toBe(' abc…');
  });
});
