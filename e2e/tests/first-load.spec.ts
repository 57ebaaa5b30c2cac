import { expect, test, type Page } from '@playwright/test';
import { untilTakenOver } from '../support/taken-over.ts';

// What the first render shows from the API (the environment, the demo banner, the system
// messages, the names of the search list in the address, an information page's text) comes
// inside the page (the server's first-render state): the page asks the API for none of it on
// load, so nothing waits for a round trip before the first paint (ADR 28).
const FIRST_RENDER_CALLS = [
  '/env.json',
  '/api/kb/info',
  '/api/messages',
  '/api/product',
  '/api/substance',
  '/cms/wp-json/wp/v2/pages',
];

/** Records every text the page shows until it has loaded, and the first-render calls it makes. */
async function watchFirstLoad(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { textsSeen: seen });
    new MutationObserver(() => {
      const text = document.getElementById('root')?.innerText ?? '';
      if (text !== seen.at(-1)) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (FIRST_RENDER_CALLS.includes(pathname)) asked.push(pathname);
  });
  return {
    asked,
    textsSeen: async () =>
      (await page.evaluate(() => (window as unknown as { textsSeen: string[] }).textsSeen)).filter(
        (text) => text.trim() !== '',
      ),
  };
}

test('the first page gets its banners with the page, without asking the API for them', async ({
  page,
}) => {
  const { asked, textsSeen } = await watchFirstLoad(page);
  await page.goto('/');
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demodata.' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The start page comes with the first load: the first whole page shown (the server's markup
  // is seen as the browser parses it, so the first texts can be parts of it; the footer ends it)
  // is the page, never a loading message while its code is fetched.
  const seen = await textsSeen();
  const firstWhole = seen.find((text) => text.includes('Tillgänglighetsredogörelse'));
  expect(firstWhole).toContain('Kom igång');
  expect(seen.some((text) => text.includes('Laddar…'))).toBe(false);
});

test('an assessment page shows its layout with the list’s names first, then its own content', async ({
  page,
}) => {
  const { asked, textsSeen } = await watchFirstLoad(page);
  await page.goto('/interaktioner?nslIds=IDDEMOWARFARIN&nslIds=IDDEMOIBUPROFEN');
  const tags = page.getByRole('grid', { name: 'Valda läkemedel och substanser' });
  await expect(tags.getByRole('row', { name: 'warfarin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The first whole page shown (the server's markup is seen as the browser parses it, so the
  // first texts are parts of it; the footer ends it) is the layout, its banners and the tags'
  // names included, and no loading message ever stands for the whole page while the loaders or
  // the tab's code are awaited.
  const seen = await textsSeen();
  const firstWhole = seen.find((text) => text.includes('Tillgänglighetsredogörelse'));
  expect(firstWhole).toContain('Demodata.');
  expect(firstWhole).toContain('Sök läkemedel eller substans');
  expect(firstWhole).toMatch(/warfarin[\s\S]*ibuprofen/);
  for (const text of seen.filter((text) => text.includes('Laddar…'))) {
    expect(text).toContain('Sök läkemedel eller substans');
  }
});

test('an information page comes with its text: the article shows with the layout, no call to the CMS', async ({
  page,
}) => {
  const { asked, textsSeen } = await watchFirstLoad(page);
  await page.goto('/about/om-medkompass');
  const heading = page.getByRole('article').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The server sends the page with its article (its route's code loaded there first, ADR 32),
  // and the app replaces it once the same code is in: the first whole page shown (the footer
  // ends it) has the article, and no loading message ever stands in its place.
  const seen = await textsSeen();
  const firstWhole = seen.find((text) => text.includes('Tillgänglighetsredogörelse'));
  expect(firstWhole).toContain(await heading.innerText());
  expect(seen.some((text) => text.includes('Laddar…'))).toBe(false);
});

// The server sends each search page with its first render as markup (ADR 32): the browser paints
// the layout before the scripts have arrived, and the app's own first render replaces it.
const FOUR_DRUGS =
  '/interaktioner?nslIds=IDDEMOWARFARIN&nslIds=IDDEMOIBUPROFEN&nslIds=IDDEMOACETYLSALICYL&nslIds=IDDEMOPARACETAMOL';

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('an assessment page shows its layout, its list and its tabs, and that the tab is loading', async ({
    page,
  }) => {
    await page.goto(FOUR_DRUGS);
    await expect(page.getByRole('region', { name: 'Kakor.' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Demodata.' })).toBeVisible();
    await expect(page.getByLabel('Sök läkemedel eller substans')).toBeVisible();
    await expect(page.locator('.tag__label')).toHaveText([
      'warfarin',
      'ibuprofen',
      'acetylsalicylsyra',
      'paracetamol',
    ]);
    const tabs = page.getByRole('navigation', { name: 'Källor' });
    await expect(tabs.getByRole('link', { name: 'Interaktioner' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabs.getByRole('link', { name: 'Njurfunktion' })).toHaveAttribute(
      'href',
      /^\/njurfunktion\?nslIds=IDDEMOWARFARIN&nslIds=IDDEMOIBUPROFEN/,
    );
    await expect(page.getByRole('main').getByText('Laddar…')).toBeVisible();
  });

  test('an information page shows its article', async ({ page }) => {
    await page.goto('/about/om-medkompass');
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').getByRole('paragraph').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tillgänglighetsredogörelse' })).toBeVisible();
  });
});

test('the app takes over the server’s first paint without moving anything, and its notice works', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto(FOUR_DRUGS);
  // The page came with the notice and the list painted in it.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('class="cookie-banner"');
  expect(html).toContain('<span class="tag__label">acetylsalicylsyra</span>');

  // The app's own widgets are there: the tag group and the tab's content.
  const tags = page.getByRole('grid', { name: 'Valda läkemedel och substanser' });
  await expect(tags.getByRole('row', { name: 'warfarin' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts).toEqual([]);

  await page.getByRole('button', { name: 'Jag förstår!' }).click();
  await expect(page.getByRole('region', { name: 'Kakor.' })).toHaveCount(0);
  // Remembered: the next page comes without it from the server too.
  const again = await page.reload();
  expect((await again?.text()) ?? '').not.toContain('class="cookie-banner"');
});

test('the app hydrates the server’s first paint: what was painted before the scripts stays, without an error', async ({
  page,
}) => {
  // The elements the server's markup had when the page was parsed, before any module script ran
  // (the document is 'interactive' before its deferred and module scripts run).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      Object.assign(window, {
        serverPaint: ['.cookie-banner', '.demo-banner', 'nav', 'h1, article'].map((selector) =>
          document.querySelector(`#root ${selector}`),
        ),
      });
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const drugs = FOUR_DRUGS.split('?')[1] ?? '';
  for (const path of [
    FOUR_DRUGS,
    // Every tab: an answer that came while React hydrated once gave a tab bar's badge the
    // markup did not have.
    ...['/riskprofil', '/fosterpaverkan', '/amning', '/genus'].map((tab) => `${tab}?${drugs}`),
    `/njurfunktion?${drugs}&age=62&gender=f&weight=45&height=156`,
    '/',
    '/about/om-medkompass',
  ]) {
    await page.goto(path);
    await untilTakenOver(page);
    const kept = await page.evaluate(() =>
      (window as unknown as { serverPaint: (Element | null)[] }).serverPaint.map(
        (element) => element?.isConnected ?? 'absent',
      ),
    );
    // Replaced, they would have left the document for the app's own copies.
    expect(kept, path).toEqual([true, true, true, true]);
    await page.getByRole('button', { name: 'Jag förstår!' }).click();
    await expect(page.getByRole('region', { name: 'Kakor.' })).toHaveCount(0);
    await page.context().clearCookies();
  }
  expect(errors).toEqual([]);
});

test('the parts whose code loads apart stay as the server painted them through the take-over and the answers', async ({
  page,
}) => {
  // The review's actions, the integrated notices and the patient's summary are painted by the
  // server but not in the first page's JavaScript: hydrated before their code was in, the first
  // answer made React drop them, and they came back a moment later (server-painted-lazy.ts).
  const PARTS = ['.review-actions', '.integrated-notices', '.patient-summary'];
  await page.addInitScript((selectors: string[]) => {
    const removed: string[] = [];
    Object.assign(window, { removedParts: removed });
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.removedNodes])) {
        if (!(node instanceof Element)) continue;
        for (const selector of selectors) {
          if (node.matches(selector) || node.querySelector(selector)) removed.push(selector);
        }
      }
    }).observe(document, { subtree: true, childList: true });
  }, PARTS);
  await page.goto('/interaktioner?jmi=true&unidentified=1&nslIds=IDDEMOWARFARIN,IDDEMOIBUPROFEN');
  // In integrated mode there is no cookie notice: the search box is taken over with the layout.
  await untilTakenOver(page, '#root .search-box__input');
  // The tab's answer has come and is shown.
  await expect(page.getByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();
  await expect(page.locator('.source-tab__pending')).toHaveCount(0);
  for (const selector of PARTS) await expect(page.locator(selector)).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { removedParts: string[] }).removedParts),
  ).toEqual([]);
});

test('what is typed in the search before the app has taken over carries over, with the focus', async ({
  page,
}) => {
  // The app's scripts are held back until the person has typed in the server's first paint.
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/first-load-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/interaktioner?nslIds=IDDEMOWARFARIN', { waitUntil: 'commit' });
  const search = page.getByRole('combobox', { name: 'Sök läkemedel eller substans' });
  await search.click();
  await search.pressSequentially('ibup');
  release();

  // The app's combobox has taken over with the text typed, searched it and kept the focus.
  await expect(page.getByRole('option', { name: /^ibuprofen/ })).toBeVisible();
  await expect(search).toHaveValue('ibup');
  await expect(search).toBeFocused();
  await search.press('r');
  await expect(search).toHaveValue('ibupr');
  await expect(page.getByRole('option', { name: /^ibuprofen/ })).toBeVisible();
});
