import { createBrowserRouter, type RouteObject } from 'react-router';
import { SearchLayout } from './layouts/search-layout.tsx';
import { ErrorPage } from './routes/error-page.tsx';
import { RouteLoading } from './routes/route-loading.tsx';

/**
 * The routes. Unknown paths match nothing, so the router answers 404 and the root's error
 * boundary shows the error page; errors thrown while rendering land there too.
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
      {
        path: 'interaktioner',
        lazy: async () => {
          const { InteractionsRoute } = await import('./routes/interactions-route.tsx');
          return { Component: InteractionsRoute };
        },
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
