import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SOURCES } from '@medkompass/assessment/sources.ts';
import { createFakeApi, IDS } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { prefetchSearchPageCalls } from './prefetch-search-page-calls.ts';

const ACCESS_CALLS = ['/api/source', '/api/auth/checkCountryBlock', '/api/auth/checkCountryAllow'];
const PREFETCHED = new Set([...ACCESS_CALLS, ...SOURCES.map((source) => source.apiPath)]);
const LIST_PAGE = `/interaktioner?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`;
const EMPTY_PAGE = '/interaktioner';

/** The calls among `requests` that a prefetch may make, as sorted addresses. */
function prefetchable(requests: readonly URL[]): string[] {
  return requests
    .filter((url) => PREFETCHED.has(url.pathname))
    .map((url) => `${url.pathname}${url.search}`)
    .sort();
}

/** The calls of the page at `path`, rendered until its badge shows and every call has settled. */
async function callsOfRenderedPage(path: string, prefetch: boolean): Promise<string[]> {
  const { api, queryClient } = renderApp(
    path,
    {},
    prefetch
      ? (client, url) => {
          void prefetchSearchPageCalls(client, url, new Date());
        }
      : undefined,
  );
  const tabs = await screen.findByRole('navigation', { name: 'Källor' });
  await within(tabs).findByText('C3');
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
  });
  return prefetchable(api.requests);
}

/** What the prefetch alone asks of the API, with no page rendered. */
async function callsOfPrefetchAlone(path: string): Promise<string[]> {
  const api = createFakeApi();
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchSearchPageCalls(queryClient, new URL(path, 'http://localhost'), new Date());
  await waitFor(() => {
    expect(queryClient.isFetching()).toBe(0);
  });
  return prefetchable(api.requests);
}

describe('prefetchSearchPageCalls', () => {
  it('starts, with no page rendered, exactly the calls the page makes when it shows', async () => {
    const ofPage = await callsOfRenderedPage(LIST_PAGE, false);
    vi.unstubAllGlobals();
    const ofPrefetch = await callsOfPrefetchAlone(LIST_PAGE);

    expect(ofPrefetch).toEqual(ofPage);
    // An anonymous caller: riskprofile is not asked (specification §4), the others are.
    expect(ofPrefetch.some((call) => call.startsWith('/api/riskprofile'))).toBe(false);
    expect(ofPrefetch.filter((call) => call.startsWith('/api/genus?'))).toHaveLength(1);
  });

  it('hands its calls to the page: each is made once, and the tabs show their answers', async () => {
    const calls = await callsOfRenderedPage(LIST_PAGE, true);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls).toEqual(await callsOfPrefetchAlone(LIST_PAGE));
  });

  it('asks for no assessment of an empty list, only the access facts', async () => {
    expect((await callsOfPrefetchAlone(EMPTY_PAGE)).map((call) => call.split('?')[0])).toEqual(
      [...ACCESS_CALLS].sort(),
    );
  });

  it('sends its calls at once but holds their answers, and failures, until told', async () => {
    const expected = await callsOfPrefetchAlone(LIST_PAGE);
    const api = createFakeApi({ failing: ['/api/genus'] });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let land = () => {};
    const landAfter = new Promise<void>((resolve) => {
      land = resolve;
    });
    await prefetchSearchPageCalls(
      queryClient,
      new URL(LIST_PAGE, 'http://localhost'),
      new Date(),
      landAfter,
    );
    expect(prefetchable(api.requests)).toEqual(expected);
    // The fake API answers at once; still, nothing has entered the cache.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const statuses = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.state.status);
    expect(new Set(statuses())).toEqual(new Set(['pending']));

    land();
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(statuses()).toContain('error');
    expect(statuses()).toContain('success');
    expect(statuses()).not.toContain('pending');
  });

  it('leaves a failed call to its tab, which shows the failure', async () => {
    renderApp(LIST_PAGE, { failing: ['/api/genus'] }, (queryClient, url) => {
      void prefetchSearchPageCalls(queryClient, url, new Date());
    });
    const tabs = await screen.findByRole('navigation', { name: 'Källor' });
    await within(tabs).findByText('C3');
    const genus = await within(tabs).findByRole('link', { name: /^Genus/ });
    await waitFor(() => {
      expect(genus).toHaveAccessibleDescription(/Bedömningen kunde inte hämtas\./);
    });
  });
});
