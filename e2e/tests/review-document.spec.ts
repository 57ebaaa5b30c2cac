import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import {
  BASE_URL,
  E2E_USERS,
  RECORD_SYSTEM_ORIGIN,
  RECORD_SYSTEM_PORT,
} from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

// Demo products: Waran 2,5 mg and Ipren 200 mg tablets (an interaction D), Citodon (paracetamol
// and codeine) and Glucophage (metformin, dosed by the kidneys).
const LIST = ['99000000000003', '99000000000002', '99000000000015', '99000000000052']
  .map((id) => `nplIds=${id}`)
  .join('&');
const thisYear = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric' }).format(
    new Date(),
  ),
);
/** A woman of 34 with a creatinine: fertile age, and an eGFR to dose by. */
const PATIENT = `birthYear=${String(thisYear - 34)}&gender=f&weight=60&height=165&krea=80`;
const QUERY = `${LIST}&${PATIENT}`;

/** The review's PDF and one page of it as an image, for a look at the layout. */
const SHOTS = '/tmp/review-shots';

test('the whole review prints as one A4 document: summary, then every source', async ({ page }) => {
  // The tabs offer it with the list and the patient.
  await page.goto(`/interaktioner?${QUERY}`);
  const actions = page.getByRole('navigation', { name: 'Hela genomgången' });
  await expect(actions.getByRole('link', { name: /^Skriv ut hela genomgången/ })).toHaveAttribute(
    'href',
    `/genomgang/utskrift?${QUERY}`,
  );
  // Links drawn as buttons, like the tab's own "Skriv ut": bordered, not underlined as well.
  for (const name of [/^Skriv ut hela genomgången/, 'Ladda ner som FHIR']) {
    await expect(actions.getByRole('link', { name })).toHaveCSS('text-decoration-line', 'none');
  }

  await page.goto(`/genomgang/utskrift?${QUERY}`);
  await expect(page).toHaveTitle('Läkemedelsgenomgång – Medkompass');
  const summary = page.getByRole('region', { name: 'Sammanfattning' });
  await expect(summary).toContainText('Interaktion D');
  await expect(summary).toContainText('Waran 2,5 mg tablett');
  for (const heading of [
    'Interaktioner',
    'Riskprofil',
    'Njurfunktion',
    'Fosterpåverkan',
    'Amning',
    'Genus',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  // Anonymous, with no open tab holding a session to take over: riskprofile says why it is out.
  await expect(
    page.getByText('Riskprofil ingår inte i genomgången: källan kräver inloggning.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demodata.' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  mkdirSync(SHOTS, { recursive: true });
  const pdf = `${SHOTS}/review.pdf`;
  await page.pdf({ path: pdf, format: 'A4', printBackground: true });
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  for (const expected of [
    'Sammanfattning',
    'Allvarligaste fynden per källa',
    'Interaktion D',
    'Interaktioner',
    'Riskprofil',
    'Njurfunktion',
    'Fosterpåverkan',
    'Amning',
    'Genus',
    'Demodata',
  ])
    expect(text).toContain(expected);
  // Each source's section starts a page of its own: the summary, then six sections at least.
  const pages = text.split('\f').filter((p) => p.trim() !== '');
  expect(pages.length).toBeGreaterThanOrEqual(7);
  execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', pdf, `${SHOTS}/page`]);
});

test('opened in a new tab by a logged-in user, the review includes the riskprofile', async ({
  page,
  context,
}) => {
  await page.goto(`/riskprofil?${QUERY}`);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('E-postadress').fill(E2E_USERS.riskprofile.email);
  await dialog.getByLabel('Lösenord').fill(E2E_USERS.riskprofile.password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/riskprofil\?/);
  // Logged in once the tab shows the riskprofile: a review opened before that has no session to
  // take over, and rightly says the source needs a login (a race seen in a loaded CI run).
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Riskegenskaper' })).toBeVisible();

  // The review opens in a new tab without an opener: it takes over the open tab's session.
  const opened = context.waitForEvent('page');
  await page
    .getByRole('navigation', { name: 'Hela genomgången' })
    .getByRole('link', { name: /^Skriv ut hela genomgången/ })
    .click();
  const review = await opened;
  await expect(review).toHaveURL(/\/genomgang\/utskrift\?/);
  await expect(review.getByRole('list', { name: 'Riskegenskaper' })).toBeVisible();
  await expect(review.getByText(/^Riskprofil ingår inte i genomgången/)).toHaveCount(0);
  await expect(
    review.getByRole('heading', { level: 2, name: 'Riskprofil', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(review);
});

test('the review downloads as a FHIR Bundle with the same list and patient', async ({ page }) => {
  await page.goto(`/interaktioner?${QUERY}`);
  const download = page
    .getByRole('navigation', { name: 'Hela genomgången' })
    .getByRole('link', { name: 'Ladda ner som FHIR' });
  await expect(download).toHaveAttribute('download', 'medkompass-genomgang.json');
  const href = await download.getAttribute('href');
  expect(href).toBe(`/api/review?${QUERY}&format=fhir`);
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
});

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test('the server’s first paint of an integrated page already offers the review', async ({
    page,
  }) => {
    await page.goto(`/interaktioner?jmi=true&${QUERY}`);
    const actions = page.getByRole('navigation', { name: 'Hela genomgången' });
    await expect(actions.getByRole('link', { name: /^Skriv ut hela genomgången/ })).toHaveAttribute(
      'href',
      `/genomgang/utskrift?jmi=true&${QUERY}`,
    );
    await expect(actions.getByRole('link', { name: 'Ladda ner som FHIR' })).toBeVisible();
  });
});

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

test.describe('inside a record system', () => {
  let recordSystem: Server;
  test.beforeAll(async () => {
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

  test('"Skicka till journalen" posts the review’s Bundle to the record system', async ({
    page,
  }) => {
    const appPath = `/interaktioner?jmi=true&${QUERY}`;
    await page.goto(`${RECORD_SYSTEM_ORIGIN}/journal?app=${encodeURIComponent(appPath)}`);
    const app = page.frameLocator('iframe[title="Medkompass"]');
    const actions = app.getByRole('navigation', { name: 'Hela genomgången' });
    await expect(actions.getByRole('link', { name: /^Skriv ut hela genomgången/ })).toBeVisible();
    await actions.getByRole('button', { name: 'Skicka till journalen' }).click();
    await expect(actions.getByText('Genomgången skickades till journalen.')).toBeVisible();
    const received = await page.evaluate(
      () => (window as unknown as { received: { origin: string; data: unknown }[] }).received,
    );
    expect(received).toContainEqual({
      origin: BASE_URL,
      data: {
        type: 'medkompass:review-fhir',
        bundle: expect.objectContaining({ resourceType: 'Bundle', type: 'collection' }) as unknown,
      },
    });
  });
});
