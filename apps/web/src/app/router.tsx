import { createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import {
  SITE_ROUTES,
  type RouteLayout,
  type SiteRoute,
} from '@medkompass/assessment/site-routes.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { isLanguageLoaded } from '../lib/i18n.ts';
import { languageOfPath } from '../lib/page-language.ts';
import { EnglishSearchLayout } from './layouts/english-search-layout.tsx';
import { PageLayout } from './layouts/page-layout.tsx';
import { SearchLayout } from './layouts/search-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { searchLayoutLoader, siteLoader } from './first-paint/layout-loaders.ts';
import { ROUTE_COMPONENTS } from './route-components.ts';
import { ErrorPage } from './routes/error-page.tsx';
import { notFound } from './routes/not-found.ts';
import { preloadPages } from './routes/lazy-page.tsx';
import { RouteLoading } from './routes/route-loading.tsx';
import { SourceGuard } from './routes/source-guard.tsx';
import { hasView } from './source-registry.ts';

/** One entry of the table: its address, and the page route-components.ts gives it. */
function routeOf(entry: SiteRoute): RouteObject {
  const page = ROUTE_COMPONENTS[entry.page](entry);
  return entry.pattern === '/'
    ? { index: true, ...page }
    : { path: entry.pattern.slice(1), ...page };
}

/**
 * The table's entries of a layout, in the table's order. A source's pages come only with its view
 * (app/source-registry.ts), and those of a source that needs a login sit behind one guard
 * (specification §4, §6).
 */
function pagesOf(layout: RouteLayout): RouteObject[] {
  const routes: RouteObject[] = [];
  const guarded = new Map<SourceName, RouteObject[]>();
  for (const entry of SITE_ROUTES) {
    if (entry.layout !== layout || (entry.source !== undefined && !hasView(entry.source))) continue;
    const { source } = entry;
    if (source === undefined || !sourceDefinition(source).loginRequired) {
      routes.push(routeOf(entry));
      continue;
    }
    let behindGuard = guarded.get(source);
    if (behindGuard === undefined) {
      behindGuard = [];
      guarded.set(source, behindGuard);
      routes.push({ element: <SourceGuard source={source} />, children: behindGuard });
    }
    behindGuard.push(routeOf(entry));
  }
  return routes;
}

/**
 * The routes: packages/assessment's SITE_ROUTES, every address of the product, each under its
 * layout, inside the site layout (navigation bar, footer, dialogs); only the print views stand
 * alone. A path no route has reaches the catch-all, whose 404 the error page shows inside the
 * site layout. The layouts' loaders fill the data cache for what they show at the first render
 * (first-paint/layout-loaders.ts).
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'site',
      loader: siteLoader(queryClient),
      // Run again only to load a language not yet loaded: the cache keeps the rest up to date.
      shouldRevalidate: ({ nextUrl }) => !isLanguageLoaded(languageOfPath(nextUrl.pathname)),
      Component: SiteLayout,
      ErrorBoundary: ErrorPage,
      HydrateFallback: RouteLoading,
      children: [
        {
          id: 'root',
          loader: searchLayoutLoader(queryClient),
          // Only on entering the search: a new list must not wait for the messages.
          shouldRevalidate: () => false,
          Component: SearchLayout,
          ErrorBoundary: ErrorPage,
          children: pagesOf('search'),
        },
        // No path of its own: /auth alone is no page, so it is the 404 page.
        { Component: PageLayout, ErrorBoundary: ErrorPage, children: pagesOf('page') },
        { Component: EnglishSearchLayout, ErrorBoundary: ErrorPage, children: pagesOf('english') },
        // The contact page and the navigation as a page: no navigation bar or footer (§2).
        { ErrorBoundary: ErrorPage, children: pagesOf('bare') },
        { path: '*', loader: notFound, ErrorBoundary: ErrorPage },
      ],
    },
    {
      // Its header has the demo banner from the first render.
      loader: siteLoader(queryClient),
      lazy: async () => {
        const { PrintLayout } = await import('./layouts/print-layout.tsx');
        return { Component: PrintLayout };
      },
      ErrorBoundary: ErrorPage,
      HydrateFallback: RouteLoading,
      children: pagesOf('print'),
    },
  ];
}

/**
 * The router of the page. When the layouts' data came with the page (`layoutsHaveTheirData`,
 * first-paint/layout-loaders.ts), their loaders count as run, so on a search page the first render is the page
 * itself, not a loading message for the moment they would take (ADR 31). The page's own code
 * starts loading with `preloadRoutePages`, before React renders.
 */
export function createAppRouter(
  queryClient: QueryClient,
  { layoutsHaveTheirData = false }: { layoutsHaveTheirData?: boolean } = {},
) {
  return createBrowserRouter(
    createAppRoutes(queryClient),
    layoutsHaveTheirData ? { hydrationData: { loaderData: { site: null, root: null } } } : {},
  );
}

/** Starts loading the code of the pages the router's address shows. */
export function preloadRoutePages(router: ReturnType<typeof createAppRouter>): void {
  preloadPages(router.state.matches.map((match) => match.route));
}
