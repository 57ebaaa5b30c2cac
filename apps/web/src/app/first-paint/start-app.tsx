import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { redirectLegacyHash } from '../../lib/routing/legacy-hash.ts';
import { redirectByLocale } from '../../lib/routing/locale-redirect.ts';
import { routerInitialised } from '../../lib/routing/router-initialised.ts';
import { loadServerPainted, serverPaintedOf } from '../../lib/server-painted-lazy.ts';
import { session } from '../../lib/session/session-store.ts';
import { AppProviders } from '../providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { createAppRouter, preloadRoutePages } from '../router.tsx';
import { holdPagesUntilFirstCommit, whenFirstCommitted } from './first-commit.ts';
import { holdFirstPaintSearch } from './first-paint-handover.ts';
import { readFirstRenderState, seedFirstRenderState } from './first-render-state.ts';
import { layoutsHaveTheirData } from './layout-loaders.ts';
import { nextTask } from './next-task.ts';
import { prefetchSearchPageCalls } from './prefetch-search-page-calls.ts';
import { takeOver } from './take-over.ts';

/**
 * Before the app: the address it starts from. Old hash addresses (#/home/amning) become paths
 * first, so the router and the session read them; the server, which never sees the hash, rendered
 * the page of the path before it (ADR 32), so that first paint is the wrong page and goes at once.
 * The bare root then opens in the remembered language (specification §1), on load only.
 */
export function settleStartAddress(container: HTMLElement): void {
  if (redirectLegacyHash(window.location, window.history)) container.replaceChildren();
  redirectByLocale(window.location, window.history, document.cookie);
}

/**
 * The app's start, in order, in a few tasks rather than one: reading the page's first-render
 * state, building the router (which compiles every route's path), starting a search page's calls
 * and the first render each take a few tens of milliseconds on a phone, and together they were the
 * longest task after the first paint (Total Blocking Time, bench/README.md).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // 1. What the first render shows from the API came with the page (the server puts it there);
  //    in place before the first call, so none asks for it again.
  const queryClient = createQueryClient();
  const firstRenderState = readFirstRenderState(document);
  if (firstRenderState) seedFirstRenderState(queryClient, firstRenderState);

  // 2. The session is settled from the address (a record system's `t`), the tab's stored token
  //    or the network, alongside the first render; where the app hydrates the server's first
  //    paint, once that is committed (step 5).
  //    The address is read now: the first render takes a record system's `t` out of it.
  const startAddress = new URL(window.location.href);
  const hydrating = container.hasChildNodes();
  if (!hydrating) void session.start(startAddress);
  //    The code of the parts the server painted that the first page's JavaScript does not carry
  //    (the review's actions, the patient's summary) loads meanwhile: hydrated before it is in,
  //    such a part vanished at the first update and came back (server-painted-lazy.ts).
  const serverPaintedLoaded = loadServerPainted(hydrating ? serverPaintedOf(container) : []);

  // 3. The router; when the page brought its layouts' data, their loaders count as run. Then, in
  //    a task of its own, the page's code starts loading (adding its module preloads to the
  //    document is work of its own, a third of the router's task before).
  await nextTask();
  const router = createAppRouter(queryClient, {
    layoutsHaveTheirData: layoutsHaveTheirData(queryClient, new URL(window.location.href)),
  });
  await nextTask();
  preloadRoutePages(router);

  // 4. A search page's calls leave now, one task each, while the app goes on to its first render.
  //    A tab's page renders in a commit after the app's first; where the app hydrates the
  //    server's first paint, so do the calls' answers (prefetch-search-page-calls.ts).
  holdPagesUntilFirstCommit();
  if (router.state.matches.some(({ route }) => route.id === 'root')) {
    void prefetchSearchPageCalls(
      queryClient,
      new URL(window.location.href),
      new Date(),
      hydrating ? whenFirstCommitted() : undefined,
    );
  }

  // 5. The first render hydrates the server's first paint (ADR 49; ADR 32 replaced it), or
  //    renders the page where none came (take-over.ts). A route whose code loads first (an
  //    information page) renders once that code is in, as on the server: until then the server's
  //    page stays, rather than give way to a loading message. What was typed in its search
  //    meanwhile is taken over by the search box; a tab's page that is already loaded renders in
  //    the commit after the layout's, not with it, as the server rendered its loading message.
  await nextTask();
  if (hydrating) {
    await routerInitialised(router);
    // A part whose code failed to load renders when it is in, as without this wait.
    await serverPaintedLoaded.catch(() => undefined);
  }
  holdFirstPaintSearch(container);
  // The server rendered the session as not yet settled (it never sees the tab's token): settled
  // while React hydrates in slices, the parts hydrated after it would differ from the markup.
  if (hydrating) {
    void whenFirstCommitted().then(() => session.start(startAddress));
  }
  takeOver(
    container,
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
