import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EnvJson } from '@medkompass/contracts/env.ts';
import { browserRefusesTracking } from './privacy-signal.ts';
import { pageViewParams, searchTagParams, trackingEndpoint } from './tracking-params.ts';

const ORIGIN = 'https://medkompass.region.example';
const env = (extra: Partial<EnvJson>): EnvJson => ({
  API_URL: '',
  environment: 'env-prod',
  CMS_URL: '',
  PRODUCT_NAME: 'medkompass',
  ...extra,
});

describe('where tracking requests go', () => {
  it("to Matomo's matomo.php, to our own /api/analytics, or nowhere", () => {
    expect(trackingEndpoint(env({ ANALYTICS_URL: 'https://stat.example/matomo/' }))).toBe(
      'https://stat.example/matomo/matomo.php',
    );
    expect(trackingEndpoint(env({ ANALYTICS_URL: 'https://stat.example' }))).toBe(
      'https://stat.example/matomo.php',
    );
    expect(trackingEndpoint(env({ ANALYTICS_URL: 'https://stat.example/piwik.php' }))).toBe(
      'https://stat.example/piwik.php',
    );
    expect(trackingEndpoint(env({ ANALYTICS_URL: '', ANALYTICS_LOCAL: true }))).toBe(
      '/api/analytics',
    );
    expect(trackingEndpoint(env({}))).toBeNull();
    expect(trackingEndpoint(env({ ANALYTICS_URL: '', ANALYTICS_LOCAL: false }))).toBeNull();
  });
});

describe('the tracking parameters', () => {
  it("are a page view's, by Matomo's names, with the route's pattern as address and title", () => {
    expect([...pageViewParams('4', ORIGIN, '/amning/substans/warfarin')]).toEqual([
      ['idsite', '4'],
      ['rec', '1'],
      ['apiv', '1'],
      ['url', `${ORIGIN}/amning/substans/:name`],
      ['action_name', '/amning/substans/:name'],
      ['send_image', '0'],
    ]);
  });

  it("are the search-tag event's: the source's page and the kind, never the drug", () => {
    expect([...searchTagParams('4', ORIGIN, '/interaktioner', 'substance')]).toEqual([
      ['idsite', '4'],
      ['rec', '1'],
      ['apiv', '1'],
      ['url', `${ORIGIN}/interaktioner`],
      ['e_c', 'search-tag'],
      ['e_a', 'add-substance'],
      ['e_n', 'interactions'],
      ['send_image', '0'],
    ]);
    expect(searchTagParams('4', ORIGIN, '/', 'product').get('e_n')).toBe('start');
    expect(searchTagParams('4', ORIGIN, '/en/sexandgender/drug/x', 'product').get('e_n')).toBe(
      'genus',
    );
  });

  it('carry no query, fragment or path text of the page, whatever its address', () => {
    // 'zz' first, so no literal of a route or parameter name can hold it by chance.
    const secret = fc.stringMatching(/^[A-Za-z0-9åäö-]{1,20}$/).map((text) => `zz${text}`);
    fc.assert(
      fc.property(
        fc.constantFrom('/amning/substans/', '/genus/lakemedel/', '/about/', '/nagot/', '/'),
        secret,
        secret,
        fc.constantFrom<'product' | 'substance'>('product', 'substance'),
        (prefix, name, queryValue, kind) => {
          const address = `${prefix}${name}?nslIds=${queryValue}&age=${queryValue}#${queryValue}`;
          for (const params of [
            pageViewParams('1', ORIGIN, address),
            searchTagParams('1', ORIGIN, address, kind),
          ]) {
            const url = params.get('url') ?? '';
            expect(url.startsWith(`${ORIGIN}/`)).toBe(true);
            expect(url.slice(ORIGIN.length)).not.toMatch(/[?#]/);
            for (const [key, value] of params) {
              expect(key).toMatch(/^(idsite|rec|apiv|url|action_name|send_image|e_[can])$/);
              expect(value.slice(value.startsWith(ORIGIN) ? ORIGIN.length : 0)).not.toContain(
                queryValue,
              );
              if (prefix !== '/') expect(value).not.toContain(`/${name}`);
            }
          }
        },
      ),
    );
  });
});

describe('the browser asking not to be tracked', () => {
  it('is Global Privacy Control true or Do Not Track 1', () => {
    expect(browserRefusesTracking({ globalPrivacyControl: true })).toBe(true);
    expect(browserRefusesTracking({ doNotTrack: '1' })).toBe(true);
    expect(browserRefusesTracking({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false);
    expect(browserRefusesTracking({ doNotTrack: 'unspecified' })).toBe(false);
    expect(browserRefusesTracking({})).toBe(false);
    expect(browserRefusesTracking(undefined)).toBe(false);
  });
});
