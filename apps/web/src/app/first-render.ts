import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { kbInfoQueryOptions } from '../features/knowledge-base/api/get-kb-info.ts';
import { systemMessagesQueryOptions } from '../features/messages/api/get-messages.ts';
import { envQueryOptions } from '../lib/env/use-env.ts';
import { isLanguageLoaded, loadLanguage } from '../lib/i18n.ts';
import { languageOfPath } from '../lib/page-language.ts';
import { productsQueryOptions } from '../lib/search-list/get-products.ts';
import { substancesQueryOptions } from '../lib/search-list/get-substances.ts';
import { readSearchList, validIdsOfKind } from '../lib/search-list/search-list-params.ts';

/**
 * How long a page waits for what its banners and messages say. An API slower than this gets the
 * page without them, and they appear when it answers; the page never waits for it longer.
 */
export const FIRST_RENDER_WAIT_MS = 2000;

/** Settles when all the work has, or after `ms`, whichever comes first; never fails. */
function settledWithin(ms: number, work: readonly Promise<unknown>[]): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void Promise.allSettled(work).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A query a layout shows at its first render: where its answer is kept, and how to get it. */
interface FirstRenderQuery {
  queryKey: readonly unknown[];
  fetch: (queryClient: QueryClient) => Promise<unknown>;
}

/** What the site layout shows at its first render from the API: the environment and demo flags. */
function siteQueries(): FirstRenderQuery[] {
  const env = envQueryOptions();
  const kbInfo = kbInfoQueryOptions();
  return [
    { queryKey: env.queryKey, fetch: (queryClient) => queryClient.query(env) },
    { queryKey: kbInfo.queryKey, fetch: (queryClient) => queryClient.query(kbInfo) },
  ];
}

/** What the search layout shows at its first render: the messages and the list's names. */
function searchLayoutQueries(url: URL): FirstRenderQuery[] {
  const entries = readSearchList(url.searchParams);
  const products = productsQueryOptions(validIdsOfKind(entries, 'product'));
  const substances = substancesQueryOptions(validIdsOfKind(entries, 'substance'));
  const messages = systemMessagesQueryOptions();
  const queries: FirstRenderQuery[] = [
    { queryKey: messages.queryKey, fetch: (queryClient) => queryClient.query(messages) },
  ];
  if (products.enabled) {
    queries.push({ queryKey: products.queryKey, fetch: (client) => client.query(products) });
  }
  if (substances.enabled) {
    queries.push({ queryKey: substances.queryKey, fetch: (client) => client.query(substances) });
  }
  return queries;
}

/**
 * The site layout's loader: the page's texts (English comes with the first page under /en), and the
 * environment and the knowledge base's demo flag in the data cache, so the test-environment and
 * demo banners are there at the first render instead of pushing the page down when their answers
 * arrive. A page from our server brings them with it (first-render-state.ts, ADR 28), so this waits
 * for nothing then. A failed call shows no banner.
 */
export function siteLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await Promise.all([
      loadLanguage(languageOfPath(new URL(request.url).pathname)),
      settledWithin(
        FIRST_RENDER_WAIT_MS,
        siteQueries().map((query) => query.fetch(queryClient)),
      ),
    ]);
    return null;
  };
}

/**
 * The search layout's loader, for the same reason: the system messages above the search, and
 * the names of the drugs in the address's list, so its tags do not change size when they come.
 */
export function searchLayoutLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await settledWithin(
      FIRST_RENDER_WAIT_MS,
      searchLayoutQueries(new URL(request.url)).map((query) => query.fetch(queryClient)),
    );
    return null;
  };
}

/**
 * Whether the layouts' loaders would find all they wait for already in place for the page at
 * `url` (the page brought it: ADR 28), so the router can start without running them and the
 * first render is the page itself rather than a loading message for the moment they take
 * (ADR 31). Where the router then needs no other loader, it starts at once.
 */
export function layoutsHaveTheirData(queryClient: QueryClient, url: URL): boolean {
  const inCache = (query: { queryKey: readonly unknown[] }) =>
    queryClient.getQueryData(query.queryKey) !== undefined;
  return (
    isLanguageLoaded(languageOfPath(url.pathname)) &&
    [...siteQueries(), ...searchLayoutQueries(url)].every(inCache)
  );
}
