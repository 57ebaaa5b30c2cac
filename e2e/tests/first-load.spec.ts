import { expect, test, type Page } from '@playwright/test';

// What the first render shows from the API (the environment, the demo banner, the system
// messages, the names of the search list in the address, an information page's text) comes
// inside the page (the server's first-render state): the page asks the API for none of it on
// load, so nothing waits for a round trip before the first paint (issue 16).
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
  // The start page comes with the first load: the first thing shown is the page, never a
  // loading message while its code is fetched.
  const seen = await textsSeen();
  expect(seen[0]).toContain('Kom igång');
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
  // The first render is the layout, its banners and the tags' names included, not a loading
  // message standing for the whole page while the loaders or the tab's code are awaited.
  const [first] = await textsSeen();
  expect(first).toContain('Demodata.');
  expect(first).toContain('Sök läkemedel eller substans');
  expect(first).toMatch(/warfarin[\s\S]*ibuprofen/);
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
  // The route's code is loaded first ('Laddar…'); the first render of the page itself already
  // has the article, not a loading message in its place while the CMS is asked.
  const seen = await textsSeen();
  const firstWithLayout = seen.find((text) => text.includes('Hoppa till huvudinnehållet'));
  expect(firstWithLayout).toContain(await heading.innerText());
});
