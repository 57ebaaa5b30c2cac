import { useEffect, type RefObject } from 'react';
import { isEmptyList, useAssessmentList } from '../../lib/assessment/assessment-list.ts';
import { onDemandModule, startLoad } from '../../lib/on-demand-module.ts';
import type { SourceTab } from './use-source-tabs.ts';

// Only a strip that scrolls (a phone) has edges; the first page's JavaScript does not carry them.
const edgesModule = onDemandModule(() => import('./tab-strip-edges.tsx'));

/**
 * The load of the strip's edge arrows (tab-strip-edges.tsx, ADR 54), started once the strip is
 * found to scroll sideways with a search list in it. With an empty list no tab has a mark to miss
 * beyond the edge, so the start page does without their code. Where the strip fits (a wider
 * screen) they never load; should their code fail to load, the strip still scrolls with every tab
 * in it, as before the arrows.
 */
export function useStripEdges(listRef: RefObject<HTMLElement | null>, tabs: readonly SourceTab[]) {
  const state = edgesModule.useLoadState();
  const listIsEmpty = isEmptyList(useAssessmentList());
  useEffect(() => {
    const list = listRef.current;
    if (list === null || listIsEmpty) return;
    const loadWhereItScrolls = () => {
      if (list.scrollWidth > list.clientWidth + 1) startLoad(edgesModule);
    };
    loadWhereItScrolls();
    window.addEventListener('resize', loadWhereItScrolls);
    return () => {
      window.removeEventListener('resize', loadWhereItScrolls);
    };
  }, [listRef, tabs, listIsEmpty]);
  return state;
}
