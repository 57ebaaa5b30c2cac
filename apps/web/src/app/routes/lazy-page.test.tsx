import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useRouteError } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FirstCommitMarker, holdPagesUntilFirstCommit } from '../first-paint/first-commit.ts';
import type { LazyComponent } from '../../lib/assessment/source-descriptor.ts';
import { lazyPage, preloadPage, preloadPages } from './lazy-page.tsx';

/** A page module that arrives (or fails) when the test says so, counting its loads. */
function heldBackPage() {
  let resolve!: (module: Awaited<ReturnType<LazyComponent>>) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Awaited<ReturnType<LazyComponent>>>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  let loads = 0;
  const load: LazyComponent = () => {
    loads++;
    return promise;
  };
  return { load, resolve, reject, loads: () => loads };
}

function ShowError() {
  const error = useRouteError();
  return <p>Felsidan: {error instanceof Error ? error.message : 'okänt'}</p>;
}

function renderLazyPage(load: LazyComponent) {
  const page = lazyPage(load);
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <main>
          <h1>Layouten</h1>
          <Outlet />
        </main>
      ),
      children: [{ index: true, ...page, ErrorBoundary: ShowError }],
    },
  ]);
  render(<RouterProvider router={router} />);
  return page;
}

describe('a page loaded while its layout shows', () => {
  it('shows the layout and a loading message at once, then the page; its code loads once', async () => {
    const module = heldBackPage();
    const page = renderLazyPage(module.load);

    expect(screen.getByRole('heading', { name: 'Layouten' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Laddar…');
    preloadPages([{ handle: page.handle }, { handle: undefined }, { handle: { other: 1 } }]);

    module.resolve({ Component: () => <p>Sidan</p> });
    expect(await screen.findByText('Sidan')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(module.loads()).toBe(1);
  });

  it('says in its place that the tab could not load, keeping the layout, when a reload did not help', async () => {
    // The page was reloaded for this a moment ago (chunk-reload.ts): it is not reloaded again.
    window.sessionStorage.setItem('medkompass.chunkReloadAt', String(Date.now()));
    const module = heldBackPage();
    renderLazyPage(module.load);

    module.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fliken kunde inte laddas. Kontrollera anslutningen.',
    );
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Layouten' })).toBeVisible();
    expect(screen.queryByText(/^Felsidan/)).not.toBeInTheDocument();
    window.sessionStorage.clear();
  });

  it('shows a page loaded ahead (its tab under the pointer) at once, without loading it again', async () => {
    const module = heldBackPage();
    preloadPage(module.load);
    module.resolve({ Component: () => <p>Sidan</p> });
    // Loaded once the tasks queued by the load have run.
    await new Promise((resolve) => setTimeout(resolve, 0));

    renderLazyPage(module.load);
    expect(screen.getByText('Sidan')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(module.loads()).toBe(1);
  });

  it('renders a page already loaded when the app starts in the commit after the layout’s', async () => {
    const module = heldBackPage();
    preloadPage(module.load);
    module.resolve({ Component: () => <p>Sidan</p> });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const commits: string[] = [];
    // What the page shows at each commit of the layout's subtree, read as the commit lands.
    function Commits() {
      useLayoutEffect(() => {
        commits.push(document.body.textContent);
      });
      return null;
    }
    const page = lazyPage(module.load);
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <main>
            <Commits />
            <Outlet />
          </main>
        ),
        children: [{ index: true, ...page }],
      },
    ]);

    holdPagesUntilFirstCommit();
    render(
      <>
        <RouterProvider router={router} />
        <FirstCommitMarker />
      </>,
    );

    expect(await screen.findByText('Sidan')).toBeVisible();
    expect(commits[0]).toContain('Laddar…');
    expect(commits[0]).not.toContain('Sidan');
  });
});
