import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { AppProviders } from '../providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { ErrorPage } from './error-page.tsx';

function renderFailingRoute(fail: () => never) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: fail,
      Component: () => null,
      HydrateFallback: () => null,
      ErrorBoundary: ErrorPage,
    },
  ]);
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('error page', () => {
  it('answers an unknown path with the 404 text and a link back to the start page', async () => {
    const { user, router } = renderApp('/finns-inte?nplIds=99000000000001');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan du frågade efter finns inte.' }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Till startsidan' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Medkompass' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the internal-error text for an error without a status', async () => {
    renderFailingRoute(() => {
      throw new Error('boom');
    });
    expect(await screen.findByRole('heading', { name: 'Internt serverfel.' })).toBeVisible();
  });

  it('shows the generic text for another status', async () => {
    renderFailingRoute(() => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- how React Router signals a status
      throw data(null, { status: 403 });
    });
    expect(await screen.findByRole('heading', { name: 'Något gick fel.' })).toBeVisible();
  });
});
