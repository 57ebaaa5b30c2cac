import { tabMarks } from '../../lib/assessment/source-badges.ts';
import type { SourceTab } from './use-source-tabs.ts';

/*
 * On a phone the six source tabs are one strip that scrolls sideways (ADR 38): only two or three
 * are in view, so a red badge or a failed call on a tab beyond the edge would not be seen at a
 * glance. Each edge with tabs beyond it shows an arrow, red-dotted when one of those tabs has a
 * red mark or a failed call (ADR 54). What a tab shows is decided elsewhere (tabSummary, the
 * sources' badge rules); this only reads it.
 */

/** Where the strip is scrolled to, and where each tab lies in it (CSS pixels, from its start). */
export interface StripGeometry {
  scrollLeft: number;
  clientWidth: number;
  items: readonly { left: number; width: number }[];
}

/** The tabs, by index, that are not wholly in view, on either side of what is. */
export interface TabsOutOfView {
  before: number[];
  after: number[];
}

/** Subpixel layout and a scroll position rounded to whole pixels must not count as cut. */
const TOLERANCE_PX = 1;

/**
 * The tabs cut by or beyond each edge of the strip's view: a tab whose start is cut lies before
 * it; one whose end is cut (and start is not) lies after it. A cut tab counts, since its mark may
 * be the part that is cut.
 */
export function tabsOutOfView({ scrollLeft, clientWidth, items }: StripGeometry): TabsOutOfView {
  const viewStart = scrollLeft - TOLERANCE_PX;
  const viewEnd = scrollLeft + clientWidth + TOLERANCE_PX;
  const before: number[] = [];
  const after: number[] = [];
  items.forEach(({ left, width }, index) => {
    if (left < viewStart) before.push(index);
    else if (left + width > viewEnd) after.push(index);
  });
  return { before, after };
}

/**
 * A tab whose marks ask to be looked at: a red badge (the most severe class of its source's
 * scale: interactions and renal D, fetal impact and lactation 3, riskprofile III; genus has no
 * red class), the renal tab's red border (specification §4), or a call that failed ('!': it was
 * not checked).
 */
export function needsAttention(tab: SourceTab): boolean {
  const { badge } = tabMarks(tab.summary);
  return tab.status === 'error' || badge?.colour === 'red' || tab.border?.colour === 'red';
}
