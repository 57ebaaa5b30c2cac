import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_RENDER_STATE_ID,
  firstRenderStateAsHtml,
  type FirstRenderState,
} from '@medkompass/contracts/first-render.ts';
import { productListResponseSchema } from '@medkompass/contracts/product.ts';
import { substanceListResponseSchema } from '@medkompass/contracts/substance.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { productName } from '../../test/expected-severity.ts';
import { IDS } from '../../test/fixture-ids.ts';
import { layoutsHaveTheirData } from './layout-loaders.ts';
import { readFirstRenderState, seedFirstRenderState } from './first-render-state.ts';
import { AppProviders } from '../providers.tsx';
import { createQueryClient } from '../query-client.ts';
import { createAppRouter, createAppRoutes } from '../router.tsx';
import { aboutPageOf, firstRenderStateOf } from '../../test/fixture-first-render.ts';

const STATE: FirstRenderState = {
  ...firstRenderStateOf('env-test'),
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

  /** The state as our server sends it for `url`: the list's names as the (fake) API answers them. */
  async function stateWithListOf(
    api: ReturnType<typeof createFakeApi>,
    nplIds: string[],
    nslIds: string[],
  ): Promise<FirstRenderState> {
    const answer = async (path: string, ids: string[]): Promise<unknown> => {
      const query = ids.map((id) => `ids=${id}`).join('&');
      const response = await api.fetch(`http://localhost${path}?${query}`);
      return response.json();
    };
    return {
      ...STATE,
      searchList: {
        nplIds,
        products: productListResponseSchema.parse(await answer('/api/product', nplIds)),
        nslIds,
        substances: substanceListResponseSchema.parse(await answer('/api/substance', nslIds)),
      },
    };
  }

  it('gives the search list its names without asking the API, and the router its start at once', async () => {
    const api = createFakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const path = `/interaktioner?nplIds=${IDS.alvedon}&nslIds=${IDS.warfarin},${IDS.ibuprofen}`;
    const queryClient = createQueryClient({ retry: false });
    seedFirstRenderState(
      queryClient,
      await stateWithListOf(api, [IDS.alvedon], [IDS.warfarin, IDS.ibuprofen]),
    );
    api.requests.length = 0;

    expect(layoutsHaveTheirData(queryClient, new URL(path, 'http://localhost'))).toBe(true);
    // Nothing left for the layouts' loaders to wait for: the router starts initialised, so its
    // first render is the page, not the loading message shown while loaders run.
    window.history.replaceState(null, '', path);
    const router = createAppRouter(queryClient, { layoutsHaveTheirData: true });
    expect(router.state.initialized).toBe(true);
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // The tags' names, as plain tags or (once its module has loaded) in the tag group.
    await waitFor(() => {
      for (const name of [productName(IDS.alvedon), 'Warfarin', 'Ibuprofen']) {
        expect(screen.getByText(name, { selector: '.tag__label' })).toBeVisible();
      }
    });
    expect(api.requestsTo('/api/product')).toEqual([]);
    expect(api.requestsTo('/api/substance')).toEqual([]);
    router.dispose();
    window.history.replaceState(null, '', '/');
  });

  it('gives an information page its text without asking the CMS', async () => {
    const api = createFakeApi();
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = createQueryClient({ retry: false });
    seedFirstRenderState(queryClient, { ...STATE, aboutPage: aboutPageOf('om-medkompass') });

    const router = createMemoryRouter(createAppRoutes(queryClient), {
      initialEntries: ['/about/om-medkompass'],
    });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Om Medkompass & kakor',
    );
    expect(api.requestsTo('/cms/wp-json/wp/v2/pages')).toEqual([]);
  });

  it('leaves the router to run the loaders for what the page did not bring', async () => {
    const api = createFakeApi();
    const queryClient = createQueryClient({ retry: false });
    seedFirstRenderState(queryClient, await stateWithListOf(api, [], [IDS.warfarin]));
    const has = (path: string) => layoutsHaveTheirData(queryClient, new URL(path, 'http://x'));

    expect(has(`/interaktioner?nslIds=${IDS.warfarin}`)).toBe(true);
    // Another list, names not loaded; the English texts, not loaded yet.
    expect(has(`/interaktioner?nslIds=${IDS.warfarin}&nslIds=${IDS.ibuprofen}`)).toBe(false);
    expect(has(`/interaktioner?nplIds=${IDS.alvedon}`)).toBe(false);
    expect(has('/en/sexandgender')).toBe(false);
    // No messages in the page (the database was slow): the loader asks for them.
    const withoutMessages = createQueryClient({ retry: false });
    seedFirstRenderState(withoutMessages, { env: STATE.env, kbInfo: STATE.kbInfo });
    expect(layoutsHaveTheirData(withoutMessages, new URL('/', 'http://x'))).toBe(false);

    window.history.replaceState(null, '', '/');
    const router = createAppRouter(withoutMessages, { layoutsHaveTheirData: false });
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });
});
