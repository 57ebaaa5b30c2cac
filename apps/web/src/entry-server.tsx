// The first paint rendered on the server (ADR 32): the page's first render as markup, sent in
// index.html's #root so the browser paints the layout before the scripts have arrived and run.
// Built for Node by `vite build --ssr` (apps/web/package.json) and loaded by the server.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FirstRenderState } from '@medkompass/contracts/first-render.ts';
import { firstRenderStateSchema } from '@medkompass/contracts/first-render.ts';
import { seedFirstRenderState } from './app/first-paint/first-render-state.ts';
import { layoutsHaveTheirData } from './app/first-paint/layout-loaders.ts';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRoutes } from './app/router.tsx';
import { isReadingPage } from './app/routes/reading-page.ts';
import { RequestCookiesProvider } from './lib/cookies/request-cookies.tsx';
import { localeRedirectTarget } from './lib/routing/locale-redirect.ts';
import { routerInitialised } from './lib/routing/router-initialised.ts';
import { collectServerPainted, preloadServerPainted } from './lib/server-painted-lazy.ts';

export interface FirstPaintRequest {
  /** The page's address, absolute (origin, path and query). */
  url: string;
  /** The request's Cookie header ('' without one): the cookie notice and the language read it. */
  cookies: string;
  /** The state the server puts in the same page (ADR 28): the app's first render starts from it. */
  state: FirstRenderState;
}

/** A page's first paint: the markup of #root, and the page's title for the document's head. */
export interface FirstPaint {
  markup: string;
  /** The title's text as HTML (escaped); null when the page sets none at its first render. */
  title: string | null;
  /**
   * The parts of the markup whose code is not in the first page's JavaScript (serverPaintedLazy),
   * by name: the page names them (data-server-painted), so the browser loads them before it
   * hydrates.
   */
  serverPainted: string[];
}

// React writes a <title> where it is rendered when it renders to a string; in the browser it
// moves it to the document's head. Its text is escaped, and a title has one text child.
const FIRST_TITLE = /<title>([^<]*)<\/title>/;
const TITLES = /<title>[^<]*<\/title>/g;

/** The layouts' loaders counted as run: their data is in the state. No other loader runs here. */
const LAYOUT_LOADER_DATA = { site: null, root: null };
const LAYOUT_ROUTES: ReadonlySet<string> = new Set(Object.keys(LAYOUT_LOADER_DATA));
/** How long a route's code may take to load here (from disk) before the page goes without. */
export const ROUTE_CODE_WAIT_MS = 500;

/**
 * The markup of the app's first render for the page, or null when that render would not be the
 * page itself but a loading message (the layouts' data is not all in the state, or a route would
 * ask the API before it renders): the browser then paints what the app renders, as before.
 * A reading page whose code loads first (an information page: app/routes/reading-page.ts) is
 * awaited, as the app awaits it before its first render when the page came with this markup
 * (app/first-paint/start-app.tsx). The app hydrates this markup (ADR 49): it must be the app's
 * first render to the attribute, which entry-server.test.tsx checks for every kind of page; where
 * it is not, React renders that part again in the browser and reports it, never a broken page.
 */
export async function renderFirstPaint({
  url,
  cookies,
  state,
}: FirstPaintRequest): Promise<FirstPaint | null> {
  const pageUrl = new URL(url);
  // The browser leaves this address for the remembered language's start before it renders.
  if (localeRedirectTarget(pageUrl, cookies) !== null) return null;
  const queryClient = createQueryClient();
  // The state is the server's own, but it crosses a module boundary as plain data: checked like
  // the page's copy is in the browser, so both renders start from the same values.
  seedFirstRenderState(queryClient, firstRenderStateSchema.parse(state));
  if (!layoutsHaveTheirData(queryClient, pageUrl)) return null;
  const router = createMemoryRouter(createAppRoutes(queryClient), {
    initialEntries: [pageUrl.pathname + pageUrl.search + pageUrl.hash],
    hydrationData: { loaderData: LAYOUT_LOADER_DATA },
  });
  try {
    if (!router.state.initialized) {
      // Only a reading page's code is awaited: a loader of its own would call the API from here,
      // and what was typed into a form's fields before the app took over would be lost.
      const { matches } = router.state;
      const loaders = matches.some(
        ({ route }) => route.loader !== undefined && !LAYOUT_ROUTES.has(route.id),
      );
      if (loaders || !isReadingPage(matches.at(-1)?.route.handle)) return null;
      await routerInitialised(router, ROUTE_CODE_WAIT_MS);
    }
    if (!router.state.initialized || router.state.errors) return null;
    await preloadServerPainted();
    const { result: html, painted } = collectServerPainted(() =>
      renderToString(
        <StrictMode>
          <RequestCookiesProvider cookies={cookies}>
            <AppProviders queryClient={queryClient}>
              <RouterProvider router={router} />
            </AppProviders>
          </RequestCookiesProvider>
        </StrictMode>,
      ),
    );
    return {
      markup: html.replace(TITLES, ''),
      title: FIRST_TITLE.exec(html)?.[1] ?? null,
      serverPainted: painted,
    };
  } finally {
    router.dispose();
    queryClient.clear();
  }
}
