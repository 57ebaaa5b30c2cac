import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';
import { session } from '../lib/session/session-store.ts';
import { createFakeApi, type FakeApiOptions } from './fake-api.ts';

/**
 * Renders the real routes at `path`, with `fetch` answered by the fake API. The session starts
 * from `path` as the page's does from its address (main.tsx), and from the tab's sessionStorage.
 */
export function renderApp(path: string, apiOptions: FakeApiOptions = {}) {
  const api = createFakeApi(apiOptions);
  vi.stubGlobal('fetch', api.fetch);
  void session.start(new URL(path, 'http://localhost'));
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
