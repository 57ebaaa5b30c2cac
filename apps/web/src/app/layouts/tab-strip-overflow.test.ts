import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOURCES } from '@medkompass/assessment/sources.ts';
import {
  genusBadge,
  lactationOrBirthDefectBadge,
  UNASSESSED_BADGE,
} from '@medkompass/clinical/document-classification.ts';
import { letterColour } from '@medkompass/clinical/severity-scale.ts';
import { tabSummary } from '../../lib/assessment/tab-summary.ts';
import { OPEN_TAB_CONTEXT } from '../../test/tab-context.ts';
import { needsAttention, tabsOutOfView } from './tab-strip-overflow.ts';
import type { SourceTab, SourceTabStatus } from './use-source-tabs.ts';

/** Six tabs of 120 px side by side, as a phone's strip lays them out. */
const SIX = Array.from({ length: 6 }, (_, index) => ({ left: index * 120, width: 120 }));

describe('tabsOutOfView', () => {
  it('names the tabs past the end of an unscrolled strip, the cut one included', () => {
    // A 327 px view shows tabs 0 and 1 and cuts tab 2 (240–360).
    expect(tabsOutOfView({ scrollLeft: 0, clientWidth: 327, items: SIX })).toEqual({
      before: [],
      after: [2, 3, 4, 5],
    });
  });

  it('names the tabs on both sides of a strip scrolled to its middle', () => {
    // 250–577: tab 2 (240–360) is cut at the start, tab 4 (480–600) at the end.
    expect(tabsOutOfView({ scrollLeft: 250, clientWidth: 327, items: SIX })).toEqual({
      before: [0, 1, 2],
      after: [4, 5],
    });
  });

  it('names none when the strip fits, and none for a tab within a pixel of the edge', () => {
    expect(tabsOutOfView({ scrollLeft: 0, clientWidth: 720, items: SIX })).toEqual({
      before: [],
      after: [],
    });
    // Scrolled to the end, rounded: the last tab ends 0.5 px past the view.
    expect(tabsOutOfView({ scrollLeft: 393, clientWidth: 326.5, items: SIX })).toEqual({
      before: [0, 1, 2, 3],
      after: [],
    });
  });

  it('puts each tab in view or on one side, in the strip order (property)', () => {
    const strip = fc
      .array(fc.integer({ min: 20, max: 300 }), { minLength: 1, maxLength: 8 })
      .chain((widths) => {
        const total = widths.reduce((sum, width) => sum + width, 0);
        return fc.record({
          widths: fc.constant(widths),
          clientWidth: fc.integer({ min: 100, max: 1200 }),
          scrollLeft: fc.integer({ min: 0, max: total }),
        });
      });
    fc.assert(
      fc.property(strip, ({ widths, clientWidth, scrollLeft }) => {
        let left = 0;
        const items = widths.map((width) => {
          const item = { left, width };
          left += width;
          return item;
        });
        const { before, after } = tabsOutOfView({ scrollLeft, clientWidth, items });
        // No tab on both sides; the tabs before come first, those after last, each in order.
        expect(before.filter((index) => after.includes(index))).toEqual([]);
        expect(before).toEqual(before.map((_, index) => index));
        expect(after).toEqual(after.map((_, index) => items.length - after.length + index));
        // A tab on neither side is wholly in view (to the pixel).
        items.forEach((item, index) => {
          if (before.includes(index) || after.includes(index)) return;
          expect(item.left).toBeGreaterThanOrEqual(scrollLeft - 1);
          expect(item.left + item.width).toBeLessThanOrEqual(scrollLeft + clientWidth + 1);
        });
      }),
    );
  });
});

function tabWith(
  sourceIndex: number,
  badge: ReturnType<typeof genusBadge> | null,
  status: SourceTabStatus = 'ready',
  border: SourceTab['border'] = null,
): SourceTab {
  const source = SOURCES[sourceIndex];
  if (!source) throw new Error(`no source ${sourceIndex}`);
  return {
    source,
    summary: tabSummary(source.id, OPEN_TAB_CONTEXT, badge, false),
    status,
    badgeDescription: null,
    border,
  };
}

const INTERACTIONS = SOURCES.findIndex((source) => source.id === 'interactions');
const BIRTH_DEFECT = SOURCES.findIndex((source) => source.id === 'birthdefect');
const GENUS = SOURCES.findIndex((source) => source.id === 'genus');
const RENAL = SOURCES.findIndex((source) => source.id === 'njurfunktion');

describe('needsAttention', () => {
  it('marks a red badge: an interaction D, a fetal impact 3', () => {
    expect(needsAttention(tabWith(INTERACTIONS, { code: 'D', colour: letterColour('D') }))).toBe(
      true,
    );
    expect(needsAttention(tabWith(BIRTH_DEFECT, lactationOrBirthDefectBadge(3)))).toBe(true);
  });

  it('does not mark a badge below the top of its scale, nor genus, whose top is yellow', () => {
    expect(needsAttention(tabWith(INTERACTIONS, { code: 'C', colour: letterColour('C') }))).toBe(
      false,
    );
    expect(needsAttention(tabWith(BIRTH_DEFECT, lactationOrBirthDefectBadge(2)))).toBe(false);
    expect(needsAttention(tabWith(GENUS, genusBadge(4)))).toBe(false);
    expect(needsAttention(tabWith(GENUS, UNASSESSED_BADGE))).toBe(false);
  });

  it('marks a failed call and the renal red border, not a call on its way', () => {
    expect(needsAttention(tabWith(INTERACTIONS, null, 'error'))).toBe(true);
    expect(needsAttention(tabWith(INTERACTIONS, null, 'loading'))).toBe(false);
    expect(
      needsAttention(
        tabWith(RENAL, { code: 'B', colour: letterColour('B') }, 'ready', {
          colour: 'red',
          reasons: [],
        }),
      ),
    ).toBe(true);
    expect(
      needsAttention(
        tabWith(RENAL, { code: 'X', colour: 'darkBlue' }, 'ready', {
          colour: 'darkBlue',
          reasons: [],
        }),
      ),
    ).toBe(false);
  });
});
