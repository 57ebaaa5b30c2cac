import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnvJson } from '@medkompass/contracts/env.ts';
import { forgetLoadedEnv, provideEnv } from '../api-client.ts';
import { send, sendPageView, sendSearchTag } from './tracker.ts';

const ENV: EnvJson = {
  API_URL: '',
  environment: 'env-prod',
  CMS_URL: '',
  PRODUCT_NAME: 'medkompass',
  ANALYTICS_URL: 'https://stat.region.example/',
  ANALYTICS_SITE_ID: '9',
  ANALYTICS_LOCAL: false,
  ANALYTICS_INTEGRATED: false,
};

describe('the tracker', () => {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetLoadedEnv();
  });

  const sent = () =>
    fetchMock.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      return { url, init, params: [...(init.body as URLSearchParams)] };
    });

  it('posts to matomo.php with keepalive, no cookies and no referrer', async () => {
    provideEnv(ENV);
    await sendPageView('/amning/substans/warfarin', false);
    const [request] = sent();
    expect(request?.url).toBe('https://stat.region.example/matomo.php');
    expect(request?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(request?.params).toContainEqual(['idsite', '9']);
    expect(request?.params).toContainEqual(['action_name', '/amning/substans/:name']);
  });

  it('posts to our own /api/analytics when the server counts locally', async () => {
    provideEnv({ ...ENV, ANALYTICS_URL: '', ANALYTICS_LOCAL: true });
    await sendSearchTag('/riskprofil', 'product', false);
    expect(sent()[0]?.url).toBe('/api/analytics');
    expect(sent()[0]?.params).toContainEqual(['e_n', 'riskprofile']);
  });

  it('sends a tracked page view or tag as what it is', async () => {
    provideEnv(ENV);
    await send({ page: '/genus' }, false);
    await send({ tag: 'product' }, false);
    expect(
      sent().map((request) =>
        request.params.find(
          ([key]) => key !== 'idsite' && key !== 'rec' && key !== 'apiv' && key !== 'url',
        ),
      ),
    ).toEqual([
      ['action_name', '/genus'],
      ['e_c', 'search-tag'],
    ]);
  });

  it('sends nothing in integrated mode unless ANALYTICS_INTEGRATED, or without a place to send', async () => {
    provideEnv(ENV);
    await sendPageView('/interaktioner', true);
    expect(sent()).toEqual([]);
    forgetLoadedEnv();
    provideEnv({ ...ENV, ANALYTICS_INTEGRATED: true });
    await sendPageView('/interaktioner', true);
    expect(sent()).toHaveLength(1);
    fetchMock.mockClear();
    forgetLoadedEnv();
    provideEnv({ ...ENV, ANALYTICS_URL: '' });
    await sendPageView('/interaktioner', false);
    expect(sent()).toEqual([]);
  });

  it('sends nothing when the browser asks not to be tracked', async () => {
    provideEnv(ENV);
    vi.stubGlobal('navigator', { globalPrivacyControl: true });
    await sendPageView('/interaktioner', false);
    vi.stubGlobal('navigator', { globalPrivacyControl: false, doNotTrack: '1' });
    await sendSearchTag('/interaktioner', 'product', false);
    expect(sent()).toEqual([]);
  });
});
