import { useEffect, useState, type RefObject } from 'react';
import { needsAttention, tabsOutOfView, type TabsOutOfView } from './tab-strip-overflow.ts';
import type { SourceTab } from './use-source-tabs.ts';

const NONE: TabsOutOfView = { before: [], after: [] };

function sameIndices(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** The strip's tabs out of view now, read from the layout. */
function measure(list: HTMLElement): TabsOutOfView {
  const items = [...list.children].map((item) => {
    const element = item as HTMLElement;
    return { left: element.offsetLeft - list.offsetLeft, width: element.offsetWidth };
  });
  return tabsOutOfView({ scrollLeft: list.scrollLeft, clientWidth: list.clientWidth, items });
}

/**
 * The tabs out of view at each edge of the strip, kept up to date as it scrolls, as the screen
 * changes size and as the tabs change (a badge that comes in widens its tab). None until the
 * first measure, and none where the strip fits.
 */
function useTabsOutOfView(
  listRef: RefObject<HTMLElement | null>,
  tabs: readonly SourceTab[],
): TabsOutOfView {
  const [outOfView, setOutOfView] = useState(NONE);
  useEffect(() => {
    const list = listRef.current;
    if (list === null) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = measure(list);
        setOutOfView((current) =>
          sameIndices(current.before, next.before) && sameIndices(current.after, next.after)
            ? current
            : next,
        );
      });
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [listRef, tabs]);
  return outOfView;
}

/** Scrolls the strip most of its width towards `side`; at once where motion is reduced. */
function scrollStrip(list: HTMLElement, side: 'start' | 'end'): void {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  list.scrollBy({
    left: (side === 'end' ? 1 : -1) * list.clientWidth * 0.8,
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
}

interface TabStripEdgeProps {
  side: 'start' | 'end';
  /** The tabs beyond this edge; none: no edge. */
  beyond: readonly SourceTab[];
  listRef: RefObject<HTMLElement | null>;
}

/**
 * An arrow at an edge of the strip with tabs beyond it, red-dotted when one of them needs
 * attention (needsAttention). For the eye and the pointer only: every tab, with its marks and
 * their meaning, is in the strip for a screen reader, and a tab that takes the keyboard's focus
 * scrolls into view.
 */
function TabStripEdge({ side, beyond, listRef }: TabStripEdgeProps) {
  if (beyond.length === 0) return null;
  const attention = beyond.some(needsAttention);
  return (
    <div
      className={`source-tabs__edge source-tabs__edge--${side}`}
      data-attention={attention ? 'true' : undefined}
      aria-hidden="true"
      onClick={() => {
        if (listRef.current) scrollStrip(listRef.current, side);
      }}
    >
      <span className="source-tabs__edge-arrow">{side === 'end' ? '›' : '‹'}</span>
      {attention && <span className="source-tabs__edge-attention" />}
    </div>
  );
}

interface TabStripEdgesProps {
  listRef: RefObject<HTMLElement | null>;
  tabs: readonly SourceTab[];
}

/** The arrows at both edges of the strip, for the tabs beyond each (ADR 54). */
export function TabStripEdges({ listRef, tabs }: TabStripEdgesProps) {
  const { before, after } = useTabsOutOfView(listRef, tabs);
  const tabsAt = (indices: number[]) => indices.flatMap((index) => tabs[index] ?? []);
  return (
    <>
      <TabStripEdge side="start" beyond={tabsAt(before)} listRef={listRef} />
      <TabStripEdge side="end" beyond={tabsAt(after)} listRef={listRef} />
    </>
  );
}
