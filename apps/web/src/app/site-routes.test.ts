import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchSitePath, SITE_ROUTES } from '@medkompass/assessment/site-routes.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRoutes } from './router.tsx';

/** A path of the pattern with valid sample values for its parameters. */
function samplePath(pattern: string): string {
  const samples: Record<string, string> = {
    source: 'lactation',
    char: 'a',
    classification: '2',
  };
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => samples[name] ?? 'x');
}

const appRoutes = createAppRoutes(createQueryClient());

/** Whether a route other than the catch-all, which shows the 404 page, takes the path. */
const routerKnows = (path: string) => {
  const leaf = matchRoutes(appRoutes, path)?.at(-1);
  return leaf !== undefined && leaf.route.path !== '*';
};

describe('the server and the client router know the same pages', () => {
  it.each(SITE_ROUTES.map((route) => [route.pattern, samplePath(route.pattern)]))(
    'the client router has %s (%s)',
    (_, path) => {
      expect(routerKnows(path)).toBe(true);
    },
  );

  it.each([
    '/no/such/page',
    '/riskprofil/extra',
    '/amning/lakemedel/a/b',
    '/auth',
    '/auth/other',
    '/en/other',
    '/content/lactation/classification/2/x',
  ])('neither knows %s', (path) => {
    expect(matchSitePath(path)).toBeNull();
    expect(routerKnows(path)).toBe(false);
  });
});

/** Each leaf of the tree with its full path ('/' for an index at the top), the catch-all aside. */
function leavesOf(
  routes: readonly RouteObject[],
  prefix = '',
): { path: string; route: RouteObject }[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? prefix : `${prefix}/${route.path}`;
    if (route.children) return leavesOf(route.children, path);
    return route.path === '*' ? [] : [{ path: path === '' ? '/' : path, route }];
  });
}

describe('the client router is built from the table', () => {
  const leaves = leavesOf(appRoutes);

  it('has one route per entry, at its pattern, and no other', () => {
    expect(leaves.map(({ path }) => path)).toEqual(
      expect.arrayContaining(SITE_ROUTES.map(({ pattern }) => pattern)),
    );
    expect(leaves).toHaveLength(SITE_ROUTES.length);
  });

  it('gives a redirect a loader and no page, and every other entry a page', () => {
    for (const entry of SITE_ROUTES) {
      const leaf = leaves.find(({ path }) => path === entry.pattern)?.route;
      const hasPage = leaf?.Component != null || leaf?.lazy !== undefined;
      expect({ pattern: entry.pattern, hasPage }).toEqual({
        pattern: entry.pattern,
        hasPage: entry.redirect !== true,
      });
      if (entry.redirect) expect(leaf?.loader).toBeTypeOf('function');
    }
  });
});
