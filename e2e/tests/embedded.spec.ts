import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { BASE_URL, RECORD_SYSTEM_ORIGIN, RECORD_SYSTEM_PORT } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

/** A record system's page: the app in an iframe, and every message the app posts kept. */
const recordSystemPage = (appPath: string) => `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Journalsystem</title></head>
<body><main><h1>Journal</h1>
<iframe title="Medkompass" src="${BASE_URL}${appPath}" width="1200" height="900"></iframe>
</main>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    window.received.push({ origin: event.origin, data: event.data });
  });
</script></body></html>`;

let recordSystem: Server;
test.beforeAll(async () => {
  // A real loopback server: Chromium lets only a page on the local network frame a local app.
  recordSystem = createServer((request, response) => {
    const appPath =
      new URL(request.url ?? '/', RECORD_SYSTEM_ORIGIN).searchParams.get('app') ?? '/';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(recordSystemPage(appPath));
  });
  await new Promise<void>((resolve) =>
    recordSystem.listen(RECORD_SYSTEM_PORT, '127.0.0.1', resolve),
  );
});
test.afterAll(async () => {
  await new Promise((resolve) => recordSystem.close(resolve));
});

test('inside a record system’s iframe the app runs in integrated mode and tells its parent', async ({
  page,
}) => {
  const csp = (await page.request.get('/interaktioner')).headers()['content-security-policy'];
  expect(csp).toContain(`frame-ancestors 'self' ${RECORD_SYSTEM_ORIGIN}`);

  const appPath = '/interaktioner?jmi=true&unidentified=1&nslIds=IDDEMOWARFARIN';
  await page.goto(`${RECORD_SYSTEM_ORIGIN}/journal?app=${encodeURIComponent(appPath)}`);
  const app = page.frameLocator('iframe[title="Medkompass"]');
  await expect(app.getByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();
  await expect(app.getByText('1 läkemedel kunde inte identifieras.')).toBeVisible();
  await expect(app.getByText(/Jämför alltid läkemedelslistan i journalen/)).toBeVisible();
  // Integrated mode: no home, no login.
  const bar = app.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(bar.getByRole('link', { name: 'Hem' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Logga in' })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Kontakt' }).click();
  const dialog = app.getByRole('dialog', { name: 'Kontakta oss' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
    .toContainEqual({ origin: BASE_URL, data: { type: 'medkompass:contact', action: 'cancel' } });

  await page.goto(`${BASE_URL}/interaktioner?jmi=true&nslIds=IDDEMOWARFARIN`);
  await expectNoAxeViolations(page);
});
