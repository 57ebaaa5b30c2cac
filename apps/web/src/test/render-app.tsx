import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';
import { createFakeApi, type FakeApiOptions } from './fake-api.ts';

/** Renders the real routes at `path`, with `fetch` answered by the fake API. */
export function renderApp(path: string, apiOptions: FakeApiOptions = {}) {
  const api = createFakeApi(apiOptions);
  vi.stubGlobal('fetch', api.fetch);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router, user, queryClient };
}

/** The search list as the URL of the router holds it. */
export function urlIds(router: ReturnType<typeof createMemoryRouter>) {
  const params = new URLSearchParams(router.state.location.search);
  return { nplIds: params.getAll('nplIds'), nslIds: params.getAll('nslIds') };
}

/**
 * Renders one element (e.g. a feature's component the app shell will place) inside the app's
 * providers and a router, with `fetch` answered by the fake API.
 */
export function renderElement(element: ReactElement, apiOptions: FakeApiOptions = {}) {
  const api = createFakeApi(apiOptions);
  vi.stubGlobal('fetch', api.fetch);
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { api, router, user: userEvent.setup() };
}
