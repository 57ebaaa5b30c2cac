import { expect, test } from '@playwright/test';

// What the first render shows from the API (the environment, the demo banner, the system
// messages) comes inside the page (the server's first-render state): the page asks the API for
// none of it on load, so nothing waits for a round trip before the first paint (issue 16).
test('the first page gets its banners with the page, without asking the API for them', async ({
  page,
}) => {
  // Every text the page shows until it has loaded, in the order it shows them.
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
    if (['/env.json', '/api/kb/info', '/api/messages'].includes(pathname)) asked.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('combobox').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demodata.' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // The start page comes with the first load: the first thing shown is the page, never a
  // loading message while its code is fetched.
  const seen = await page.evaluate(() => (window as unknown as { textsSeen: string[] }).textsSeen);
  expect(seen.filter((text) => text.trim() !== '')[0]).toContain('Kom igång');
  expect(seen.some((text) => text.includes('Laddar…'))).toBe(false);
});
