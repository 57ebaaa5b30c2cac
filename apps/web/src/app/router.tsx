import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { SOURCES, type SourceDefinition } from '@medkompass/assessment/sources.ts';
import { isLanguageLoaded } from '../lib/i18n.ts';
import { languageOfPath } from '../lib/page-language.ts';
import { printPathOf } from '../lib/print/print-path.ts';
import { NAME_PATHS } from '../lib/search-list/name-path.ts';
import { searchPathTarget } from '../lib/search-list/search-path.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { PageLayout } from './layouts/page-layout.tsx';
import { SearchLayout } from './layouts/search-layout.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { contactRoutes, contentRoutes, navRoutes } from './routes/content-routes.ts';
import { englishRoutes } from './routes/english-routes.tsx';
import { searchLayoutLoader, siteLoader } from './first-render.ts';
import { ErrorPage } from './routes/error-page.tsx';
import { notFound } from './routes/not-found.ts';
import { nameRouteLoader, withNameNotice } from './routes/name-route.tsx';
import { lazyPage, preloadPages } from './routes/lazy-page.tsx';
import { RouteLoading } from './routes/route-loading.tsx';
import { SourceGuard } from './routes/source-guard.tsx';
import { StartRoute } from './routes/start-route.tsx';
import type { LazyComponent, SourceDescriptor } from '../lib/assessment/source-descriptor.ts';
import { SOURCE_REGISTRY } from './source-registry.ts';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * A source's document pages and name paths (§2): /amning/{document}, /amning/lakemedel/{name?},
 * /amning/substans/{name?}. The name paths' static segments outrank the document parameter.
 */
function documentRoutes(source: SourceDefinition, view: SourceDescriptor): RouteObject[] {
  if (source.pages.documentCall === null) return [];
  const sourcePath = source.path;
  const document = declared(view.document, source, 'document');
  return [
    ...NAME_PATHS.map(({ segment, kind }): RouteObject => ({
      path: `${segment}/:name?`,
      loader: nameRouteLoader(sourcePath, kind),
      lazy: async () => {
        const { Component } = await view.page();
        return { Component: withNameNotice(Component) };
      },
    })),
    { path: ':document', lazy: document },
  ];
}

/** A page the SOURCES table gives the source, from its descriptor, which must have it. */
function declared(
  page: LazyComponent | null | undefined,
  source: SourceDefinition,
  what: 'document' | 'print',
): LazyComponent {
  if (!page) throw new Error(`SOURCES gives ${source.id} a ${what} page; its descriptor has none`);
  return page;
}

/** A source's routes behind its guard when it needs a login (specification §4, §6). */
function guarded(source: { id: SourceName; loginRequired: boolean }, route: RouteObject) {
  return source.loginRequired
    ? { element: <SourceGuard source={source.id} />, children: [route] }
    : route;
}

/**
 * Each source with a view: its page, its `search` paths, which lead to the query form, and its
 * document pages, as the SOURCES table gives them (the server's site-routes.ts reads the same).
 */
function sourceRoutes(): RouteObject[] {
  return SOURCES.flatMap((source) => {
    const view = SOURCE_REGISTRY[source.id];
    if (!view) return [];
    return [
      guarded(source, {
        path: relative(source.path),
        children: [
          { index: true, ...lazyPage(view.page) },
          ...source.pages.searchPaths.map((path): RouteObject => ({
            path,
            loader: ({ params, request }) =>
              replace(searchPathTarget(source.path, params.search ?? '', new URL(request.url))),
          })),
          ...documentRoutes(source, view),
        ],
      }),
    ];
  });
}

/** Each source's print view, outside the search layout: no search box, tabs or navigation. */
function printRoutes(queryClient: QueryClient): RouteObject[] {
  return SOURCES.flatMap((source) => {
    const view = SOURCE_REGISTRY[source.id];
    if (!source.pages.print || !view) return [];
    const print = declared(view.print, source, 'print');
    return [
      {
        path: relative(printPathOf(source.path)),
        // Its header has the demo banner from the first render.
        loader: siteLoader(queryClient),
        lazy: async () => {
          const { PrintLayout } = await import('./layouts/print-layout.tsx');
          return { Component: PrintLayout };
        },
        ErrorBoundary: ErrorPage,
        HydrateFallback: RouteLoading,
        children: [guarded(source, { index: true, lazy: print })],
      },
    ];
  });
}

/**
 * The routes, driven by the sources table (packages/assessment) and the source registry, inside the
 * site layout (navigation bar, footer, dialogs); only the print views stand alone. A path no
 * route has reaches the catch-all, whose 404 the error page shows inside the site layout. The
 * layouts' loaders fill the data cache for what they show at the first render (first-render.ts).
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
          children: [
            // The start page comes with the first load: a few hundred bytes, where a chunk of its
            // own would cost the most visited page a round trip before it shows (issue 16).
            { index: true, Component: StartRoute },
            ...sourceRoutes(),
            {
              path: 'biverkning',
              lazy: async () => {
                const { SideEffectPage } =
                  await import('../features/side-effects/components/side-effect-page.tsx');
                return { Component: SideEffectPage };
              },
            },
            {
              path: 'login',
              lazy: async () => {
                const { LoginRoute } = await import('./routes/login-route.tsx');
                return { Component: LoginRoute };
              },
            },
          ],
        },
        {
          // No path of its own: /auth alone is no page, so it is the 404 page.
          Component: PageLayout,
          ErrorBoundary: ErrorPage,
          children: [
            ...['auth', 'en/auth'].flatMap((prefix): RouteObject[] => [
              {
                path: `${prefix}/forgotPassword`,
                lazy: async () => {
                  const { ForgotPasswordPage } =
                    await import('../features/auth/components/forgot-password-page.tsx');
                  return { Component: ForgotPasswordPage };
                },
              },
              {
                path: `${prefix}/changePassword/:token?`,
                lazy: async () => {
                  const { ChangePasswordPage } =
                    await import('../features/auth/components/change-password-page.tsx');
                  return { Component: ChangePasswordPage };
                },
              },
            ]),
          ],
        },
        ...contentRoutes,
        ...contactRoutes,
        ...navRoutes,
        ...englishRoutes,
        { path: '*', loader: notFound, ErrorBoundary: ErrorPage },
      ],
    },
    ...printRoutes(queryClient),
  ];
}

/**
 * The router of the page. When the layouts' data came with the page (`layoutsHaveTheirData`,
 * first-render.ts), their loaders count as run, so on a search page the first render is the page
 * itself, not a loading message for the moment they would take (issue 16, ADR 31). The page's
 * own code starts loading now, before React renders.
 */
export function createAppRouter(
  queryClient: QueryClient,
  { layoutsHaveTheirData = false }: { layoutsHaveTheirData?: boolean } = {},
) {
  const router = createBrowserRouter(
    createAppRoutes(queryClient),
    layoutsHaveTheirData ? { hydrationData: { loaderData: { site: null, root: null } } } : {},
  );
  preloadPages(router.state.matches.map((match) => match.route));
  return router;
}
