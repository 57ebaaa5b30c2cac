import type { QueryClient } from '@tanstack/react-query';
import { accessFactsOf } from '../../lib/access/use-access-facts.ts';
import { assessmentListOf } from '../../lib/assessment/assessment-list.ts';
import { readSearchList } from '../../lib/search-list/search-list-params.ts';

import { session } from '../../lib/session/session-store.ts';
import { accessFactQueries, sourceTabQueries } from './first-render-queries.ts';
import { nextTask } from './next-task.ts';

/**
 * Starts the calls a search page makes as soon as it shows, before the app's first render
 * (start-app.tsx): each open source's assessment of the list in `url` and the three access facts,
 * the same queries the tabs subscribe to (useSourceTabs, useAccessFacts), worked out from the
 * same facts they start from. The requests leave a render earlier, and the app's first commit
 * no longer starts them all in one task on a phone's main thread (Total Blocking Time,
 * bench/README.md). The tabs take the calls over; none is made twice. Settles when the last
 * call has been started.
 *
 * With `landAfter`, an answer (or a failure) that comes before it settles waits for it before it
 * enters the cache: the app hydrating the server's first paint (take-over.ts) must render what the
 * server rendered, which had no answers, and an answer arriving while React hydrates in slices
 * would give the tab bar a badge the markup does not have. The request still leaves now, and
 * the answers land one task each.
 */
export async function prefetchSearchPageCalls(
  queryClient: QueryClient,
  url: URL,
  now: Date,
  landAfter?: Promise<void>,
): Promise<void> {
  const { sourceStatus, countryBlock, countryAllow } = accessFactQueries();
  const facts = accessFactsOf({
    session: session.getState(),
    sourceStatus: queryClient.getQueryData(sourceStatus.queryKey),
    countryBlocked: queryClient.getQueryData(countryBlock.queryKey),
    countryAllowed: queryClient.getQueryData(countryAllow.queryKey),
    searchParams: url.searchParams,
    now,
  });
  const list = assessmentListOf(readSearchList(url.searchParams));
  // A call that is not open is not made (the client's `query` is not held back by `enabled`).
  const assessments = sourceTabQueries(list, facts).filter((query) => query.enabled !== false);

  // Failures are the tabs' to show, as before: a prefetch only starts the call.
  const ignoreFailure = () => undefined;
  // Each call takes a few milliseconds to start (its key, its schema's module, the request):
  // one task each, the list's assessments first, as the page shows them.
  const land = <Query extends { queryFn?: unknown }>(query: Query): Query =>
    landingAfter(query, landAfter);
  for (const start of [
    ...assessments.map((query) => () => queryClient.query(land(query))),
    () => queryClient.query(land(sourceStatus)),
    () => queryClient.query(land(countryBlock)),
    () => queryClient.query(land(countryAllow)),
  ]) {
    start().catch(ignoreFailure);
    await nextTask();
  }
}

/** The query with its outcome held until `landAfter` settles; the same query without one. */
function landingAfter<Query extends { queryFn?: unknown }>(
  query: Query,
  landAfter: Promise<void> | undefined,
): Query {
  const { queryFn } = query;
  if (landAfter === undefined || typeof queryFn !== 'function') return query;
  const call = queryFn as (...args: unknown[]) => unknown;
  return {
    ...query,
    queryFn: async (...args: unknown[]) => {
      try {
        return await call(...args);
      } finally {
        await landAfter;
        // Held answers would all land in one task, and a store update renders synchronously:
        // each lands in a task of its own, as they arrived unheld.
        await nextTask();
      }
    },
  };
}
