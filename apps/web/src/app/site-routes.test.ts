import { matchRoutes } from 'react-router';
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
