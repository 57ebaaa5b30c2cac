import { useDeferredValue, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { SOURCES, type SourceDefinition } from '@medkompass/assessment/sources.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { tabContextOf, type AccessFacts } from '../../lib/access/access-facts.ts';
import { isAssessmentOpen } from '../../lib/access/assessment-open.ts';
import { useAccessFacts } from '../../lib/access/use-access-facts.ts';
import {
  isEmptyList,
  useAssessmentList,
  type AssessmentList,
} from '../../lib/assessment/assessment-list.ts';
import type { SourceAssessment } from '../../lib/assessment/source-descriptor.ts';
import type { BadgeContext, SourceBadge } from '../../lib/assessment/source-badges.ts';
import { tabSummary, type TabSummary } from '../../lib/assessment/tab-summary.ts';
import { ASSESSED_SOURCES, sourceTabQueries } from '../first-paint/first-render-queries.ts';
import { SOURCE_REGISTRY } from '../source-registry.ts';

/** Where a tab's assessment is: none needed, on its way, failed, or in. */
export type SourceTabStatus = 'idle' | 'loading' | 'error' | 'ready';

export interface SourceTab {
  source: SourceDefinition;
  summary: TabSummary;
  status: SourceTabStatus;
  /** What the badge means, when packages/clinical words it. */
  badgeDescription: string | null;
  /** The tab's coloured border and why (njurfunktion); null: none. */
  border: NonNullable<SourceBadge['border']> | null;
}

/** A source's call and badge rule; null for a source that has no page yet. */
function assessmentOf(source: SourceName): SourceAssessment | null {
  return SOURCE_REGISTRY[source]?.assessment ?? null;
}

interface QueryState {
  status: 'pending' | 'error' | 'success';
  data: unknown;
}

/** One tab: the source's access decision, badge and question mark (packages/assessment). */
export function sourceTabOf(
  source: SourceDefinition,
  facts: AccessFacts,
  isCurrent: boolean,
  listIsEmpty: boolean,
  query: QueryState | null,
  context: BadgeContext,
): SourceTab {
  const assessment = assessmentOf(source.id);
  const fetched =
    assessment !== null && query?.status === 'success'
      ? assessment.badge(query.data, context)
      : null;
  const shown = listIsEmpty ? (assessment?.emptyBadge?.(context) ?? null) : fetched;
  const status: SourceTabStatus =
    listIsEmpty || query === null || !isAssessmentOpen(source.id, facts)
      ? 'idle'
      : query.status === 'pending'
        ? 'loading'
        : query.status === 'error'
          ? 'error'
          : 'ready';
  return {
    source,
    summary: tabSummary(
      source.id,
      tabContextOf(facts, source.id, isCurrent),
      shown?.badge ?? null,
      shown?.hasUnassessed ?? false,
    ),
    status,
    badgeDescription: shown?.description ?? null,
    border: shown?.border ?? null,
  };
}

interface TabInputs {
  currentSource: SourceName | null;
  list: AssessmentList;
  facts: AccessFacts;
  params: URLSearchParams;
  /** The calls' states in ASSESSED_SOURCES's order. */
  states: QueryState[];
}

function tabsOf({ currentSource, list, facts, params, states }: TabInputs): SourceTab[] {
  const context: BadgeContext = { params, now: new Date() };
  const stateOf = new Map(ASSESSED_SOURCES.map((source, index) => [source.id, states[index]]));
  return SOURCES.map((source) =>
    sourceTabOf(
      source,
      facts,
      source.id === currentSource,
      isEmptyList(list),
      stateOf.get(source.id) ?? null,
      context,
    ),
  );
}

/**
 * Every source's tab, in the table's order. All assessment calls of the search list start here
 * at once, in parallel, keyed by the sorted list: none waits for another, nor for the names
 * (/api/product, /api/substance), since the ids come from the URL. A view that reads the same
 * call shares the query, so each call is made once per list.
 *
 * Each answer is a synchronous store update. The tabs (every source's badge, worked out by the
 * assessment rules over its answer) follow in a deferred render, which React does in slices: the
 * synchronous render after an answer only takes the query states in, so a phone's main thread is
 * not blocked while the answers of a list come in one after another (bench/README.md, Total
 * Blocking Time).
 */
export function useSourceTabs(current: SourceName | null): SourceTab[] {
  const list = useAssessmentList();
  const facts = useAccessFacts();
  // The renal badge reads the patient from the URL, as the renal view does.
  const [params] = useSearchParams();
  const queries = useQueries({ queries: sourceTabQueries(list, facts) });
  const inputs = useDeferredValue<TabInputs>({
    currentSource: current,
    list,
    facts,
    params,
    states: queries.map(({ status, data }): QueryState => ({ status, data })),
  });
  return useMemo(() => tabsOf(inputs), [inputs]);
}
