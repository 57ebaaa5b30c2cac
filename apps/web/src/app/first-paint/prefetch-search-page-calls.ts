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
 */
export async function prefetchSearchPageCalls(
  queryClient: QueryClient,
  url: URL,
  now: Date,
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
  for (const start of [
    ...assessments.map((query) => () => queryClient.query(query)),
    () => queryClient.query(sourceStatus),
    () => queryClient.query(countryBlock),
    () => queryClient.query(countryAllow),
  ]) {
    start().catch(ignoreFailure);
    await nextTask();
  }
}
