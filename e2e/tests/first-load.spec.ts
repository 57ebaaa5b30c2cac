import { expect, test } from '@playwright/test';

// The API's address comes from /env.json, so the first page's calls wait for it: index.html
// preloads it alongside the scripts, and the app must use that response rather than ask again
// (a second request would cost the round trip the preload saves, and Chromium would warn).
test('the first page asks for /env.json once, through the preload, and warns of nothing', async ({
  page,
}) => {
  const envRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/env.json') envRequests.push(request.url());
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('combobox').first()).toBeVisible();
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(3500);
  expect(envRequests).toHaveLength(1);
  expect(warnings).toEqual([]);
});
