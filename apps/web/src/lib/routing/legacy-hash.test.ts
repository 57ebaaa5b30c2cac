import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchSitePath } from '@medkompass/assessment/site-routes.ts';
import { legacyHashTarget, redirectLegacyHash } from './legacy-hash.ts';

describe('old hash addresses', () => {
  it.each([
    ['#/home/fosterpaverkan', '/fosterpaverkan'],
    ['#/home/amning', '/amning'],
    ['#/home/genus', '/genus'],
    ['#/interaktioner', '/interaktioner'],
    ['#/riskprofil', '/riskprofil'],
    ['#/login', '/interaktioner'],
    ['#/about/om-medkompass', '/about/om-medkompass'],
    ['#/info/driftstatus', '/about/driftstatus'],
    ['#/info', '/about'],
    ['#/home', '/'],
    ['#/home/', '/'],
    ['#/', '/'],
    ['#/interaktioner?nslIds=IDE1&nslIds=IDE2', '/interaktioner?nslIds=IDE1&nslIds=IDE2'],
    ['#/home/amning?nplIds=1&jmi=true', '/amning?nplIds=1&jmi=true'],
  ])('%s leads to %s', (hash, target) => {
    expect(legacyHashTarget(hash)).toBe(target);
  });

  it.each(['', '#', '#kakor', '#main', '#/no/such/page', '#//evil.example', '#/\\evil.example'])(
    'leaves %s alone',
    (hash) => {
      expect(legacyHashTarget(hash)).toBeNull();
    },
  );

  it('only ever leads to a page of the site, whatever the hash', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (rest) => {
        const target = legacyHashTarget(`#/${rest}`);
        if (target === null) return;
        const url = new URL(target, 'https://medkompass.test');
        expect(url.origin).toBe('https://medkompass.test');
        expect(target.startsWith('//')).toBe(false);
        expect(matchSitePath(url.pathname)).not.toBeNull();
      }),
    );
  });

  it('replaces the address in history instead of adding to it', () => {
    const calls: unknown[][] = [];
    const history = {
      replaceState: (...args: unknown[]) => calls.push(args),
    } as unknown as History;
    expect(redirectLegacyHash({ hash: '#/home/amning' } as Location, history)).toBe(true);
    expect(redirectLegacyHash({ hash: '#kakor' } as Location, history)).toBe(false);
    expect(calls).toEqual([[null, '', '/amning']]);
  });
});
