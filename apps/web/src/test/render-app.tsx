import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';
import { ANONYMOUS_CALLER, CallerProvider } from '../lib/access/caller.ts';
import { createFakeApi, type FakeApiOptions } from './fake-api.ts';

/**
 * Renders the real routes at `path`, with `fetch` answered by the fake API. `apiOptions.caller`
 * is who asks, for the app's access decision and the fake server's alike (anonymous by default).
 */
export function renderApp(path: string, apiOptions: FakeApiOptions = {}) {
  const api = createFakeApi(apiOptions);
  vi.stubGlobal('fetch', api.fetch);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <CallerProvider value={apiOptions.caller ?? ANONYMOUS_CALLER}>
        <RouterProvider router={router} />
      </CallerProvider>
    </AppProviders>,
  );
  return { api, router, user, queryClient };
}

/** The search list as the URL of the router holds it. */
export function urlIds(router: ReturnType<typeof createMemoryRouter>) {
  const params = new URLSearchParams(router.state.location.search);
  return { nplIds: params.getAll('nplIds'), nslIds: params.getAll('nslIds') };
}
