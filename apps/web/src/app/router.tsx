import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { SOURCES } from '@medkompass/assessment/sources.ts';
import { printPathOf } from '../lib/print/print-path.ts';
import { searchPathTarget } from '../lib/search-list/search-path.ts';
import { PrintLayout } from './layouts/print-layout.tsx';
import { SearchLayout } from './layouts/search-layout.tsx';
import { contactRoutes, contentRoutes } from './routes/content-routes.ts';
import { ErrorPage } from './routes/error-page.tsx';
import { RouteLoading } from './routes/route-loading.tsx';
import { SOURCE_VIEWS } from './source-views.ts';

const relative = (path: string) => path.replace(/^\//, '');

/** Each source with a view: its page, and its `search` paths, which lead to the query form. */
function sourceRoutes(): RouteObject[] {
  return SOURCES.flatMap((source) => {
    const view = SOURCE_VIEWS[source.id];
    if (!view) return [];
    return [
      {
        path: relative(source.path),
        children: [
          { index: true, lazy: view.page },
          ...view.searchPaths.map((path): RouteObject => ({
            path,
            loader: ({ params, request }) =>
              replace(searchPathTarget(source.path, params.search ?? '', new URL(request.url))),
          })),
        ],
      },
    ];
  });
}

/** Each source's print view, outside the search layout: no search box, tabs or navigation. */
function printRoutes(): RouteObject[] {
  return SOURCES.flatMap((source) => {
    const print = SOURCE_VIEWS[source.id]?.print;
    if (!print) return [];
    return [
      {
        path: relative(printPathOf(source.path)),
        Component: PrintLayout,
        ErrorBoundary: ErrorPage,
        HydrateFallback: RouteLoading,
        children: [{ index: true, lazy: print }],
      },
    ];
  });
}

/**
 * The routes, driven by the sources table (packages/assessment) and the views map. Unknown
 * paths match nothing, so the router answers 404 and the root's error boundary shows the error
 * page; errors thrown while rendering land there too.
 */
export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: SearchLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: RouteLoading,
    children: [
      {
        index: true,
        lazy: async () => {
          const { StartRoute } = await import('./routes/start-route.tsx');
          return { Component: StartRoute };
        },
      },
      ...sourceRoutes(),
    ],
  },
  ...printRoutes(),
  ...contentRoutes,
  ...contactRoutes,
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
