import type { QueryClient } from '@tanstack/react-query';
import { SOURCES } from '@medkompass/assessment/sources.ts';
import type { FirstRenderState } from '@medkompass/contracts/first-render.ts';
import { cmsPageQueryOptions } from '../../features/content-pages/api/get-cms-page.ts';
import { kbInfoQueryOptions } from '../../features/knowledge-base/api/get-kb-info.ts';
import { systemMessagesQueryOptions } from '../../features/messages/api/get-messages.ts';
import type { AccessFacts } from '../../lib/access/access-facts.ts';
import { isAssessmentOpen } from '../../lib/access/assessment-open.ts';
import { countryAllowQueryOptions } from '../../lib/access/get-country-allow.ts';
import { countryBlockQueryOptions } from '../../lib/access/get-country-block.ts';
import { sourceStatusQueryOptions } from '../../lib/access/get-source-status.ts';
import type { AssessmentList } from '../../lib/assessment/assessment-list.ts';
import { envQueryOptions } from '../../lib/env/use-env.ts';
import { productsQueryOptions } from '../../lib/search-list/get-products.ts';
import { substancesQueryOptions } from '../../lib/search-list/get-substances.ts';
import { readSearchList, validIdsOfKind } from '../../lib/search-list/search-list-params.ts';
import { SOURCE_REGISTRY } from '../source-registry.ts';

/**
 * The queries of a page's first render, declared once. Every channel that must agree on their
 * keys builds them here: the server's first-render state (one entry below per field of the
 * contract, contracts first-render.ts), putting that state into the data cache
 * (first-render-state.ts), the layouts' loaders and the router's check that they need not run
 * (layout-loaders.ts), and a search page's calls before the first render
 * (prefetch-search-page-calls.ts). The components read the same query options.
 */

/** A query the first render waits for or starts: where its answer is kept, and how to get it. */
export interface FirstRenderQuery {
  queryKey: readonly unknown[];
  fetch: (queryClient: QueryClient) => Promise<unknown>;
}

/** An answer the server sent with the page, under the key the app reads it from. */
export interface SeededAnswer {
  queryKey: readonly unknown[];
  data: unknown;
}

/** Which layout waits for a query at its first render (its loader: layout-loaders.ts). */
export type WaitingLayout = 'site' | 'search';

interface StatePart {
  /** The layout whose first render shows it; null: the page's own code asks for it. */
  waitedForBy: WaitingLayout | null;
  /** The queries of this part for the page at `url`; none where the page shows none. */
  forPage: (url: URL) => FirstRenderQuery[];
  /** This part's answers in the server's state, under the keys `forPage` gives. */
  fromState: (state: FirstRenderState) => SeededAnswer[];
}

/** A query's options (queryOptions) as the data cache fetches them. */
function fetchable(options: { queryKey: readonly unknown[] }): FirstRenderQuery {
  // Erased to sit in one list; the cache fetches the options as they are.
  const query = options as Parameters<QueryClient['query']>[0];
  return { queryKey: options.queryKey, fetch: (queryClient) => queryClient.query(query) };
}

/**
 * Per field of the server's first-render state, the query it answers. `satisfies` keeps this in
 * step with the contract: a field the server adds without an entry here fails the typecheck.
 */
export const FIRST_RENDER_STATE_PARTS = {
  env: {
    waitedForBy: 'site',
    forPage: () => [fetchable(envQueryOptions())],
    fromState: (state) => [{ queryKey: envQueryOptions().queryKey, data: state.env }],
  },
  kbInfo: {
    waitedForBy: 'site',
    forPage: () => [fetchable(kbInfoQueryOptions())],
    fromState: ({ kbInfo }) =>
      kbInfo ? [{ queryKey: kbInfoQueryOptions().queryKey, data: kbInfo }] : [],
  },
  messages: {
    waitedForBy: 'search',
    forPage: () => [fetchable(systemMessagesQueryOptions())],
    fromState: ({ messages }) =>
      messages ? [{ queryKey: systemMessagesQueryOptions().queryKey, data: messages }] : [],
  },
  searchList: {
    waitedForBy: 'search',
    // The names of the drugs in the address's list, so its tags do not change size when they come.
    forPage: (url) => {
      const entries = readSearchList(url.searchParams);
      const products = productsQueryOptions(validIdsOfKind(entries, 'product'));
      const substances = substancesQueryOptions(validIdsOfKind(entries, 'substance'));
      return [
        ...(products.enabled ? [fetchable(products)] : []),
        ...(substances.enabled ? [fetchable(substances)] : []),
      ];
    },
    // Kept under the ids the server read; should the app read others from the address, its key
    // differs and it asks the API as before.
    fromState: ({ searchList }) => {
      if (!searchList) return [];
      const { nplIds, products, nslIds, substances } = searchList;
      return [
        ...(nplIds.length > 0
          ? [{ queryKey: productsQueryOptions(nplIds).queryKey, data: products }]
          : []),
        ...(nslIds.length > 0
          ? [{ queryKey: substancesQueryOptions(nslIds).queryKey, data: substances }]
          : []),
      ];
    },
  },
  aboutPage: {
    // An information page's route asks for its page itself, once its code is in.
    waitedForBy: null,
    forPage: () => [],
    fromState: ({ aboutPage }) =>
      aboutPage
        ? [{ queryKey: cmsPageQueryOptions(aboutPage.slug).queryKey, data: aboutPage.page }]
        : [],
  },
} satisfies Record<keyof FirstRenderState, StatePart>;

const STATE_PARTS: readonly StatePart[] = Object.values(FIRST_RENDER_STATE_PARTS);

/** The queries a layout waits for at its first render of the page at `url`. */
export function layoutQueries(layout: WaitingLayout, url: URL): FirstRenderQuery[] {
  return STATE_PARTS.filter((part) => part.waitedForBy === layout).flatMap((part) =>
    part.forPage(url),
  );
}

/** Every answer of the server's state, under the key the app reads it from. */
export function seededAnswers(state: FirstRenderState): SeededAnswer[] {
  return STATE_PARTS.flatMap((part) => part.fromState(state));
}

/** The sources with a call and a badge (their feature's descriptor), in the table's order. */
export const ASSESSED_SOURCES = SOURCES.flatMap((source) => {
  const assessment = SOURCE_REGISTRY[source.id]?.assessment;
  return assessment ? [{ id: source.id, assessment }] : [];
});

/**
 * The tabs' assessment calls of a list, in ASSESSED_SOURCES' order, each enabled only when its
 * source is open: the queries the tab bar subscribes to and a search page starts before its first
 * render.
 */
export function sourceTabQueries(list: AssessmentList, facts: AccessFacts) {
  return ASSESSED_SOURCES.map(({ id, assessment }) =>
    assessment.query(list, isAssessmentOpen(id, facts)),
  );
}

/** The three access facts every search page asks for (the sources' status, the country checks). */
export function accessFactQueries() {
  return {
    sourceStatus: sourceStatusQueryOptions(),
    countryBlock: countryBlockQueryOptions(),
    countryAllow: countryAllowQueryOptions(),
  };
}
