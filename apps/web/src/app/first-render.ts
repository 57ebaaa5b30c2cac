import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { kbInfoQueryOptions } from '../features/knowledge-base/api/get-kb-info.ts';
import { systemMessagesQueryOptions } from '../features/messages/api/get-messages.ts';
import { envQueryOptions } from '../lib/env/use-env.ts';
import { loadLanguage } from '../lib/i18n.ts';
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

/**
 * The site layout's loader: the page's texts (English comes with the first page under /en), and
 * the environment and the knowledge base's demo flag in the data cache, so the test-environment
 * and demo banners are there at the first render instead of pushing the page down when their
 * answers arrive (issue 16: no layout shift). A page from our server brings them with it
 * (first-render-state.ts, ADR 28), so this waits for nothing then. A failed call shows no banner.
 */
export function siteLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await Promise.all([
      loadLanguage(languageOfPath(new URL(request.url).pathname)),
      settledWithin(FIRST_RENDER_WAIT_MS, [
        queryClient.query(envQueryOptions()),
        queryClient.query(kbInfoQueryOptions()),
      ]),
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
    const entries = readSearchList(new URL(request.url).searchParams);
    const products = validIdsOfKind(entries, 'product');
    const substances = validIdsOfKind(entries, 'substance');
    await settledWithin(FIRST_RENDER_WAIT_MS, [
      queryClient.query(systemMessagesQueryOptions()),
      ...(products.length > 0 ? [queryClient.query(productsQueryOptions(products))] : []),
      ...(substances.length > 0 ? [queryClient.query(substancesQueryOptions(substances))] : []),
    ]);
    return null;
  };
}
