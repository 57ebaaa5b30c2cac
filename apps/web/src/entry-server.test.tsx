import { act, StrictMode } from 'react';
import { within } from '@testing-library/react';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FirstRenderState } from '@medkompass/contracts/first-render.ts';
import { productListResponseSchema } from '@medkompass/contracts/product.ts';
import { substanceListResponseSchema } from '@medkompass/contracts/substance.ts';
import { seedFirstRenderState } from './app/first-paint/first-render-state.ts';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { takeOver, type TakeOverOptions } from './app/first-paint/take-over.ts';
import { renderFirstPaint, type FirstPaint } from './entry-server.tsx';
import { CONSENT_COOKIE, LOCALE_COOKIE } from './lib/cookies/cookies.ts';
import { holdFirstPaintSearch } from './app/first-paint/first-paint-handover.ts';
import { routerInitialised } from './lib/routing/router-initialised.ts';
import { productName } from './test/expected-severity.ts';
import { createFakeApi } from './test/fake-api.ts';
import { aboutPageOf, firstRenderStateOf } from './test/fixture-first-render.ts';
import { IDS } from './test/fixture-ids.ts';

const BASE_STATE = firstRenderStateOf('env-prod');

const LIST = `nplIds=${IDS.alvedon}&nslIds=${IDS.warfarin}&nslIds=${IDS.ibuprofen}`;
const LIST_PATH = `/interaktioner?${LIST}`;

/** The state our server sends with LIST_PATH: the list's names as the (fake) API answers them. */
async function stateWithList(): Promise<FirstRenderState> {
  const api = createFakeApi();
  const answer = async (path: string, ids: string[]): Promise<unknown> => {
    const response = await api.fetch(
      `http://localhost${path}?${ids.map((id) => `ids=${id}`).join('&')}`,
    );
    return response.json();
  };
  return {
    ...BASE_STATE,
    searchList: {
      nplIds: [IDS.alvedon],
      products: productListResponseSchema.parse(await answer('/api/product', [IDS.alvedon])),
      nslIds: [IDS.warfarin, IDS.ibuprofen],
      substances: substanceListResponseSchema.parse(
        await answer('/api/substance', [IDS.warfarin, IDS.ibuprofen]),
      ),
    },
  };
}

/** Every kind of page the server renders a first paint of: each source tab, the start, a reading page. */
const FIRST_PAINT_PATHS = [
  LIST_PATH,
  `/interaktioner?${LIST}&jmi=true`,
  `/njurfunktion?${LIST}&age=62&gender=f&weight=45&height=156&krea=63&kreadate=20261120`,
  `/riskprofil?${LIST}`,
  `/fosterpaverkan?${LIST}&isFertile=false`,
  `/amning?${LIST}`,
  `/genus?${LIST}`,
  '/',
  // A reading page, whose code loads before it renders.
  '/about/om-medkompass',
];

/** The state the server sends with the pages above. */
async function firstPaintState(): Promise<FirstRenderState> {
  return { ...(await stateWithList()), aboutPage: aboutPageOf('om-medkompass') };
}

function parsed(paint: FirstPaint | null): HTMLElement {
  if (paint === null) throw new Error('no first paint rendered');
  const root = document.createElement('div');
  root.innerHTML = paint.markup;
  return root;
}

/** What a person sees and the layout it has: each element's tag and classes, and the text. */
function outline(root: Element): string {
  const lines: string[] = [];
  const walk = (element: Element, depth: number) => {
    lines.push(`${'  '.repeat(depth)}${element.tagName.toLowerCase()}.${element.className}`);
    for (const child of element.children) walk(child, depth + 1);
  };
  for (const child of root.children) walk(child, 0);
  return `${lines.join('\n')}\n${root.textContent}`;
}

/**
 * The app as start-app.tsx starts it, at `path` from `state`, taking over `container`: hydrating
 * the server's first paint when it holds one, else rendering into it; up to its first commit,
 * before the tab's code or any answer.
 */
async function startAppIn(
  container: HTMLElement,
  state: FirstRenderState,
  path = LIST_PATH,
  options?: TakeOverOptions,
): Promise<() => void> {
  vi.stubGlobal('fetch', createFakeApi().fetch);
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient({ retry: false });
  seedFirstRenderState(queryClient, state);
  const router = createAppRouter(queryClient, { layoutsHaveTheirData: true });
  // As start-app.tsx does when the page came with its first paint: the route's code first.
  await routerInitialised(router);
  let root: ReturnType<typeof takeOver> | undefined;
  act(() => {
    root = takeOver(
      container,
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      options,
    );
  });
  return () => {
    act(() => {
      root?.unmount();
    });
    router.dispose();
  };
}

/** A container in the page holding the server's first paint of `path`. */
async function firstPaintContainer(
  state: FirstRenderState,
  path: string,
  cookies = '',
): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = parsed(
    await renderFirstPaint({ url: `http://localhost${path}`, cookies, state }),
  ).innerHTML;
  return container;
}

/** A container in the page holding the server's first paint of LIST_PATH, and its search input. */
async function firstPaintInPage(state: FirstRenderState): Promise<{
  container: HTMLElement;
  input: HTMLInputElement;
}> {
  const container = await firstPaintContainer(state, LIST_PATH);
  const input = container.querySelector<HTMLInputElement>('input.search-box__input');
  if (input === null) throw new Error('the first paint has no search input');
  return { container, input };
}

// The browser's render below runs under act(), as Testing Library's do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

// A reading page's code is transformed on its first import in a test process; on a loaded machine
// that alone can outlast the server's wait for route code (ROUTE_CODE_WAIT_MS). These tests are
// about what the first paint shows, not how fast the code loads: it is loaded before they start.
beforeAll(async () => {
  await import('./app/routes/about-route.tsx');
}, 30_000);

describe('the first paint rendered on the server', () => {
  it('is the page with its layout: cookie notice, banners, the list as tags, the tabs and the tab loading', async () => {
    const root = parsed(
      await renderFirstPaint({
        url: `http://localhost${LIST_PATH}`,
        cookies: '',
        state: await stateWithList(),
      }),
    );
    expect(root.querySelector('.cookie-banner')?.textContent).toContain('Jag förstår!');
    expect(root.querySelector('.demo-banner')?.textContent).toContain('Demodata.');
    const tags = [...root.querySelectorAll('.tag__label')].map((tag) => tag.textContent);
    expect(tags).toEqual([productName(IDS.alvedon), 'Warfarin', 'Ibuprofen']);
    const current = root.querySelector('.source-tabs [aria-current="page"]');
    expect(current?.textContent).toContain('Interaktioner');
    expect(root.querySelector('main [role="status"]')?.textContent).toBe('Laddar…');
  });

  it.each(FIRST_PAINT_PATHS)(
    'is what the app in the browser renders first from the same state: %s',
    async (path) => {
      const state = await firstPaintState();
      const serverPaint = parsed(
        await renderFirstPaint({ url: `http://localhost${path}`, cookies: '', state }),
      );

      const container = document.createElement('div');
      const stop = await startAppIn(container, state, path);
      const browserPaint = outline(container);
      stop();

      expect(outline(serverPaint)).toBe(browserPaint);
    },
  );

  it('reads the cookie notice from the request, not from the server’s own state', async () => {
    document.cookie = `${CONSENT_COOKIE}=yes; Path=/`;
    const state = await stateWithList();
    const url = `http://localhost${LIST_PATH}`;
    expect(
      parsed(await renderFirstPaint({ url, cookies: '', state })).querySelector('.cookie-banner'),
    ).not.toBeNull();
    const consented = parsed(
      await renderFirstPaint({ url, cookies: `other=1; ${CONSENT_COOKIE}=yes`, state }),
    );
    expect(consented.querySelector('.cookie-banner')).toBeNull();
    expect(consented.querySelector('.demo-banner')).not.toBeNull();
  });

  it('shows no cookie notice in integrated mode (jmi=true)', async () => {
    const root = parsed(
      await renderFirstPaint({
        url: `http://localhost${LIST_PATH}&jmi=true`,
        cookies: '',
        state: await stateWithList(),
      }),
    );
    expect(root.querySelector('.cookie-banner')).toBeNull();
    expect(root.querySelectorAll('.tag__label')).toHaveLength(3);
  });

  it('renders an information page with its article once the route’s code has loaded', async () => {
    const state = { ...BASE_STATE, aboutPage: aboutPageOf('om-medkompass') };
    const paint = await renderFirstPaint({
      url: 'http://localhost/about/om-medkompass',
      cookies: '',
      state,
    });
    const article = parsed(paint).querySelector('article');
    expect(article?.querySelector('h1')?.textContent).toBe('Om Medkompass & kakor');
    expect(parsed(paint).textContent).not.toContain('Laddar…');
  });

  it('renders the start page, but not the bare root of a visitor who chose English', async () => {
    const paint = await renderFirstPaint({
      url: 'http://localhost/',
      cookies: '',
      state: BASE_STATE,
    });
    expect(parsed(paint).querySelector('h1')?.textContent).toBe('Medkompass');
    // The page's title goes to the document's head, as React puts it there in the browser.
    expect(paint?.title).toBe('Medkompass – läkemedelsinformation och beslutsstöd');
    expect(paint?.markup).not.toContain('<title>');
    expect(
      await renderFirstPaint({
        url: 'http://localhost/',
        cookies: `${LOCALE_COOKIE}=en`,
        state: BASE_STATE,
      }),
    ).toBeNull();
  });

  it('renders nothing where the app would first show a loading message', async () => {
    const withoutKbInfo = { ...BASE_STATE, kbInfo: undefined };
    // The layout waits for the demo flag the state does not have.
    expect(
      await renderFirstPaint({ url: 'http://localhost/', cookies: '', state: withoutKbInfo }),
    ).toBeNull();
    // The list's names are not in the state: the search layout would ask the API first.
    expect(
      await renderFirstPaint({
        url: `http://localhost${LIST_PATH}`,
        cookies: '',
        state: BASE_STATE,
      }),
    ).toBeNull();
    // A form whose code loads first: what was typed into the server's fields would be lost.
    expect(
      await renderFirstPaint({
        url: 'http://localhost/auth/forgotPassword',
        cookies: '',
        state: await stateWithList(),
      }),
    ).toBeNull();
    // A route with a loader of its own: a name path asks the API for the name first.
    expect(
      await renderFirstPaint({
        url: 'http://localhost/amning/lakemedel/Alvedon',
        cookies: '',
        state: await stateWithList(),
      }),
    ).toBeNull();
  });

  it('refuses a state that breaks its contract', async () => {
    await expect(
      renderFirstPaint({
        url: 'http://localhost/',
        cookies: '',
        state: { env: { API_URL: 1 } } as unknown as FirstRenderState,
      }),
    ).rejects.toThrow();
  });
});

describe('the app hydrating the server’s first paint', () => {
  /**
   * Hydrates the server's first paint of `path` with the browser's app from the same state and
   * cookies, and returns what React reported: recoverable errors (a part it had to render again,
   * replacing the markup) and its console errors (attributes or text that differ, which hydration
   * leaves as the server wrote them).
   */
  async function hydrate(path: string, cookies = '') {
    const state = await firstPaintState();
    const container = await firstPaintContainer(state, path, cookies);
    const serverElements = [...container.querySelectorAll('*')];
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const stop = await startAppIn(container, state, path, {
        onRecoverableError: (error) => {
          recoverable.push(error);
        },
      });
      const kept = serverElements.filter((element) => element.isConnected).length;
      const reported = { recoverable, consoleErrors: consoleError.mock.calls.map(String) };
      stop();
      return { ...reported, kept, of: serverElements.length };
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  }

  it.each(FIRST_PAINT_PATHS)('matches the markup to the attribute: %s', async (path) => {
    const { recoverable, consoleErrors, kept, of } = await hydrate(path);
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // Every element of the markup is the app's now: attached to, not replaced.
    expect(kept).toBe(of);
  });

  it('matches for a visitor who has accepted the cookies (no notice)', async () => {
    document.cookie = `${CONSENT_COOKIE}=yes; Path=/`;
    try {
      const { recoverable, consoleErrors, kept, of } = await hydrate(
        LIST_PATH,
        `${CONSENT_COOKIE}=yes`,
      );
      expect(recoverable).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(kept).toBe(of);
    } finally {
      document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
    }
  });

  it('reports a difference and renders that part in the browser, as replacing did', async () => {
    const state = await firstPaintState();
    const { container } = await firstPaintInPage(state);
    // The server's page said something else than the app will render.
    const banner = container.querySelector('.demo-banner');
    if (banner === null) throw new Error('no demo banner in the first paint');
    banner.replaceChildren(document.createElement('span'));
    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const stop = await startAppIn(container, state, LIST_PATH, {
        onRecoverableError: (error) => {
          recoverable.push(error);
        },
      });
      expect(recoverable).not.toEqual([]);
      expect(container.querySelector('.demo-banner')?.textContent).toContain('Demodata.');
      stop();
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});

// Last in the file: the combobox these tests load stays loaded for the file's later renders, which
// would no longer be the server's first paint (its stand-in).
describe('the app taking over the server’s first paint', () => {
  it('keeps what was typed in the search before it took over, and the focus', async () => {
    const state = await stateWithList();
    const { container, input } = await firstPaintInPage(state);
    input.focus();
    holdFirstPaintSearch(container);
    // Typed after the app started and before its first render replaced the input.
    input.value = 'ibup';

    const stop = await startAppIn(container, state);
    const search = within(container).getByRole('combobox', {
      name: 'Sök läkemedel eller substans',
    });
    // Hydrated, not replaced: the input typed in is the app's.
    expect(search).toBe(input);
    expect(search).toHaveValue('ibup');
    expect(search).toHaveFocus();
    // The combobox comes, takes over the text and the focus, and searches it.
    const options = await within(document.body).findAllByRole(
      'option',
      { name: /^ibuprofen/i },
      { timeout: 10_000 },
    );
    expect(options[0]).toBeVisible();
    expect(within(container).getByRole('combobox')).toHaveFocus();
    stop();
    container.remove();
  });

  it('leaves the search empty and unfocused when nothing was done there', async () => {
    const state = await stateWithList();
    const { container, input } = await firstPaintInPage(state);
    input.focus();
    input.blur();
    holdFirstPaintSearch(container);
    await Promise.resolve();

    const stop = await startAppIn(container, state);
    const search = within(container).getByRole('combobox', {
      name: 'Sök läkemedel eller substans',
    });
    expect(search).toHaveValue('');
    expect(search).not.toHaveFocus();
    stop();
    container.remove();
  });
});
