import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { createAppRoutes } from '../app/router.tsx';
import { session } from '../lib/session/session-store.ts';
import { writeStoredSession } from '../lib/session/session-token.ts';
import { FAKE_PASSWORD, FAKE_USERS } from './fake-auth.ts';
import { createFakeApi, type FakeApiOptions } from './fake-api.ts';

const TEST_USER_EMAIL = 'testare@region.se';
const TEST_USER_TOKEN = 'fixture-session';

/**
 * A test that names a signed-in `caller` starts with that session: an account with the caller's
 * sources on the fake server, and its token in the tab's storage, as after a login and reload.
 */
function withSignedInCaller(options: FakeApiOptions): FakeApiOptions {
  const caller = options.caller;
  if (caller === undefined || caller.caller === 'anonymous') return options;
  if (caller.caller !== 'user')
    throw new Error(`renderApp signs in users only, not ${caller.caller}`);
  writeStoredSession({ token: TEST_USER_TOKEN, scope: 'user' });
  const account = {
    email: TEST_USER_EMAIL,
    password: FAKE_PASSWORD,
    firstName: 'Test',
    lastName: 'Testare',
    sources: caller.grantedSources,
  };
  return {
    ...options,
    auth: {
      ...options.auth,
      users: [...(options.auth?.users ?? FAKE_USERS), account],
      sessions: { ...options.auth?.sessions, [TEST_USER_TOKEN]: TEST_USER_EMAIL },
    },
  };
}

/**
 * Renders the real routes at `path`, with `fetch` answered by the fake API. The session starts
 * from `path` as the page's does from its address (main.tsx), and from the tab's sessionStorage.
 * `beforeRender` does what main.tsx does with the data cache before the first render.
 */
export function renderApp(
  path: string,
  apiOptions: FakeApiOptions = {},
  beforeRender?: (queryClient: QueryClient, url: URL) => void,
) {
  const api = createFakeApi(withSignedInCaller(apiOptions));
  vi.stubGlobal('fetch', api.fetch);
  void session.start(new URL(path, 'http://localhost'));
  const queryClient = createQueryClient({ retry: false });
  beforeRender?.(queryClient, new URL(path, 'http://localhost'));
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
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
