// How Zod validates under the CSP, before any schema is built (bundled with Zod: vite.config.ts).
import './lib/zod-config.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { readFirstRenderState, seedFirstRenderState } from './app/first-render-state.ts';
import { createQueryClient } from './app/query-client.ts';
import { layoutsHaveTheirData } from './app/first-render.ts';
import { createAppRouter } from './app/router.tsx';
import { holdPagesUntilFirstCommit } from './lib/first-commit.ts';
import { prefetchSearchPageCalls } from './app/first-paint/prefetch-search-page-calls.ts';
import { holdFirstPaintSearch } from './lib/first-paint-handover.ts';
import { nextTask } from './lib/next-task.ts';
import { redirectLegacyHash } from './lib/routing/legacy-hash.ts';
import { redirectByLocale } from './lib/routing/locale-redirect.ts';
import { routerInitialised } from './lib/routing/router-initialised.ts';
import { session } from './lib/session/session-store.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Old hash addresses (#/home/amning) become paths first, so the router and the session read them.
// The server, which never sees the hash, rendered the page of the path before it (ADR 32): that
// first paint is the wrong page, and goes at once rather than when the app has rendered.
if (redirectLegacyHash(window.location, window.history)) container.replaceChildren();
// The bare root opens in the remembered language (specification §1), on load only.
redirectByLocale(window.location, window.history, document.cookie);

/**
 * The app starts in a few tasks, not one: reading the page's first-render state, building the
 * router (which compiles every route's path), starting a search page's calls and the first
 * render each take a few tens of milliseconds on a phone, and together they were the longest
 * task after the first paint (Total Blocking Time, bench/README.md).
 */
async function startApp(container: HTMLElement): Promise<void> {
  // What the first render shows from the API came with the page (the server puts it there); in
  // place before the first call, the session's included, so none asks for it again.
  const queryClient = createQueryClient();
  const firstRenderState = readFirstRenderState(document);
  if (firstRenderState) seedFirstRenderState(queryClient, firstRenderState);

  // The session is settled from the address the page was opened with (a record system's `t`),
  // the tab's stored token or the network, alongside the first render.
  void session.start(new URL(window.location.href));

  await nextTask();
  const router = createAppRouter(queryClient, {
    layoutsHaveTheirData: layoutsHaveTheirData(queryClient, new URL(window.location.href)),
  });

  // A search page's calls leave now, one task each, while the app goes on to its first render.
  if (router.state.matches.some(({ route }) => route.id === 'root')) {
    void prefetchSearchPageCalls(queryClient, new URL(window.location.href), new Date());
  }

  await nextTask();
  // The page may have come with its first render from the server (ADR 32), which the app's own
  // replaces rather than hydrates; what was typed in its search meanwhile carries over. A route
  // whose code loads first (an information page) is rendered once that code is in, as on the
  // server: until then the server's page stays, rather than give way to a loading message.
  if (container.hasChildNodes()) await routerInitialised(router);
  holdFirstPaintSearch(container);
  // A tab's page that is already loaded renders in the commit after the layout's, not with it.
  holdPagesUntilFirstCommit();

  // The first render is a transition, so React renders it in slices of a few milliseconds and a
  // phone's main thread is never blocked for long (Total Blocking Time, bench/README.md).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

// The browser evaluates every module of the first load in one task; the app starts in the next,
// so neither task alone blocks the main thread as long as both together would.
setTimeout(() => {
  void startApp(container);
}, 0);
