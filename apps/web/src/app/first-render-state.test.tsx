import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_RENDER_STATE_ID,
  firstRenderStateAsHtml,
  type FirstRenderState,
} from '@medkompass/contracts/first-render.ts';
import { createFakeApi } from '../test/fake-api.ts';
import { readFirstRenderState, seedFirstRenderState } from './first-render-state.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRoutes } from './router.tsx';

const STATE: FirstRenderState = {
  env: { API_URL: '', environment: 'env-test', CMS_URL: '', PRODUCT_NAME: 'medkompass' },
  kbInfo: {
    kbVersion: 'demo-sent-with-the-page',
    name: 'Demo',
    isDemo: true,
    publishedAt: '2026-11-20T00:00:00.000Z',
  },
  messages: [
    {
      _id: 'drift',
      type: 'warning',
      header: 'Långsam sökning',
      message: 'Sökningen svarar långsamt </script> i dag.',
      allowHide: false,
    },
  ],
};

function pageWith(text: string | null): Document {
  const page = document.implementation.createHTMLDocument('Medkompass');
  if (text !== null) {
    const block = page.createElement('script');
    block.type = 'application/json';
    block.id = FIRST_RENDER_STATE_ID;
    block.textContent = text;
    page.head.append(block);
  }
  return page;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the first-render state sent with the page', () => {
  it('reads what the server wrote, escapes and all', () => {
    expect(readFirstRenderState(pageWith(firstRenderStateAsHtml(STATE)))).toEqual(STATE);
  });

  it('is ignored when missing, not JSON or not as the contract says', () => {
    expect(readFirstRenderState(pageWith(null))).toBeNull();
    expect(readFirstRenderState(pageWith('{"env":'))).toBeNull();
    expect(readFirstRenderState(pageWith('{"env":{"API_URL":1}}'))).toBeNull();
  });

  it('gives the first render its banners and messages without asking the API for them', async () => {
    const api = createFakeApi({ isDemo: false, environment: 'env-prod' });
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = createQueryClient({ retry: false });
    seedFirstRenderState(queryClient, STATE);
    const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: ['/'] });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    // The fake API says neither demo nor test: these came with the page.
    expect(await screen.findByRole('region', { name: 'Demodata.' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Testmiljö.' })).toBeVisible();
    expect(screen.getByText('Sökningen svarar långsamt </script> i dag.')).toBeVisible();
    for (const path of ['/env.json', '/api/kb/info', '/api/messages']) {
      expect(api.requestsTo(path), path).toEqual([]);
    }
  });
});
