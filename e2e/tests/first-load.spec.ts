import { expect, test } from '@playwright/test';

// What the first render shows from the API (the environment, the demo banner, the system
// messages) comes inside the page (the server's first-render state): the page asks the API for
// none of it on load, so nothing waits for a round trip before the first paint (issue 16).
test('the first page gets its banners with the page, without asking the API for them', async ({
  page,
}) => {
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
});
