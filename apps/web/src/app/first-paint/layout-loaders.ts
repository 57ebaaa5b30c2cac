import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { isLanguageLoaded, loadLanguage } from '../../lib/i18n.ts';
import { languageOfPath } from '../../lib/page-language.ts';
import { layoutQueries } from './first-render-queries.ts';

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
        layoutQueries('site', new URL(request.url)).map((query) => query.fetch(queryClient)),
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
      layoutQueries('search', new URL(request.url)).map((query) => query.fetch(queryClient)),
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
    [...layoutQueries('site', url), ...layoutQueries('search', url)].every(inCache)
  );
}
