import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  ANALYTICS_ORIGIN,
  ANALYTICS_SITE_ID,
  startAnalyticsRecorder,
  type AnalyticsRecorder,
} from '../support/analytics-recorder.ts';
import { BASE_URL } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';
import { untilTakenOver } from '../support/taken-over.ts';

let recorder: AnalyticsRecorder;
test.beforeAll(async () => {
  recorder = await startAnalyticsRecorder();
});
test.afterAll(() => recorder.close());
test.beforeEach(() => {
  recorder.requests.length = 0;
});

/** A page view as the tracker sends it, by Matomo's parameter names, in its order. */
const pageView = (path: string): [string, string][] => [
  ['idsite', ANALYTICS_SITE_ID],
  ['rec', '1'],
  ['apiv', '1'],
  ['url', `${BASE_URL}${path}`],
  ['action_name', path],
  ['send_image', '0'],
];

const tagEvent = (path: string, kind: 'product' | 'substance', source: string) => [
  ['idsite', ANALYTICS_SITE_ID],
  ['rec', '1'],
  ['apiv', '1'],
  ['url', `${BASE_URL}${path}`],
  ['e_c', 'search-tag'],
  ['e_a', `add-${kind}`],
  ['e_n', source],
  ['send_image', '0'],
];

/** What arrived, as parameter lists; once `count` have (and a moment more, for any extra). */
async function received(count: number): Promise<[string, string][][]> {
  await expect.poll(() => recorder.requests.length).toBeGreaterThanOrEqual(count);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return recorder.requests.map((request) => request.params);
}

async function addFromSearch(page: Page, query: string, option: RegExp): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Sök läkemedel eller substans' });
  await search.fill(query);
  await page.getByRole('option', { name: option }).first().click();
  await expect(search).toHaveValue('');
}

const statisticsCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'medkompass_statistics');

test('nothing is sent before the visitor allows statistics; the notice offers both choices', async ({
  page,
}) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Kakor.' });
  await expect(notice.getByText('Du kan också tillåta anonym besöksstatistik')).toBeVisible();
  const understood = notice.getByRole('button', { name: 'Jag förstår!' });
  const allow = notice.getByRole('button', { name: 'Tillåt anonym statistik' });
  await expect(understood).toBeVisible();
  await expect(allow).toBeVisible();
  // Equally prominent: the same look and size.
  const [a, b] = [await understood.boundingBox(), await allow.boundingBox()];
  expect(a?.height).toBe(b?.height);
  expect(await allow.getAttribute('class')).toBe(await understood.getAttribute('class'));
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Interaktioner/ }).click();
  await expect(page).toHaveURL(/\/interaktioner$/);
  await addFromSearch(page, 'waran', /^Waran/);
  // 'Jag förstår!' is for what the service needs only.
  await understood.click();
  await expect(notice).toBeHidden();
  await page.getByRole('link', { name: /Amning/ }).click();
  await expect(page).toHaveURL(/\/amning\?/);
  await page.goto('/riskprofil');
  await page.waitForTimeout(1000);
  expect(recorder.requests).toEqual([]);
  expect(await statisticsCookie(page.context())).toBeUndefined();
});

test('once allowed: a page view per route change, the tag event, no query, no names', async ({
  page,
}) => {
  await page.goto('/');
  await untilTakenOver(page);
  await page.getByRole('button', { name: 'Tillåt anonym statistik' }).click();
  await expect(page.getByRole('region', { name: 'Kakor.' })).toBeHidden();
  const cookie = await statisticsCookie(page.context());
  expect(cookie?.value).toBe('yes');
  // Remembered a year, as the notice's answer (a day's slack for the clock).
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
  expect(await received(1)).toEqual([pageView('/')]);

  // Adding drugs changes the query only: no page view, an event each without the drug.
  await addFromSearch(page, 'waran', /^Waran/);
  await addFromSearch(page, 'warfarin', /^warfarin/);
  await page.getByRole('link', { name: /Interaktioner/ }).click();
  await expect(page).toHaveURL(/\/interaktioner\?.*nplIds=/);
  await page.getByRole('link', { name: /Amning/ }).click();
  await expect(page).toHaveURL(/\/amning\?/);
  await addFromSearch(page, 'alv', /^Alvedon/);
  // A name in the path is sent as its route's placeholder (one that names nothing stays there).
  await page.goto('/genus/substans/okandsubstans?nslIds=IDTESTWARFARIN');
  await expect(page.getByText(/okandsubstans/).first()).toBeVisible();
  expect(await received(7)).toEqual([
    pageView('/'),
    tagEvent('/', 'product', 'start'),
    tagEvent('/', 'substance', 'start'),
    pageView('/interaktioner'),
    pageView('/amning'),
    tagEvent('/amning', 'product', 'lactation'),
    pageView('/genus/substans/:name'),
  ]);
  for (const request of recorder.requests) {
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/matomo.php');
    expect(request.body).not.toMatch(/okandsubstans|warfarin|waran|alv|nplIds|nslIds|%3F/i);
    // No cookie, and no referrer, which would carry the page's query.
    expect(request.headers.cookie).toBeUndefined();
    expect(request.headers.referer).toBeUndefined();
  }
});

test("the cookie page's setting changes the choice, remembered a year", async ({ page }) => {
  await page.goto('/about/om-medkompass#kakor');
  await untilTakenOver(page);
  const setting = page.getByRole('region', { name: 'Besöksstatistik' });
  await expect(setting.getByRole('status')).toHaveText('Du tillåter inte besöksstatistik.');
  await expect(setting.getByRole('button', { name: 'Tillåt inte statistik' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(page);

  const allow = setting.getByRole('button', { name: 'Tillåt anonym statistik' });
  await allow.focus();
  await page.keyboard.press('Enter');
  await expect(setting.getByRole('status')).toHaveText('Du tillåter anonym besöksstatistik.');
  // The choice answers the cookie notice as well, and the keyboard's place is kept.
  await expect(page.getByRole('region', { name: 'Kakor.' })).toHaveCount(0);
  await expect(allow).toBeFocused();
  expect((await statisticsCookie(page.context()))?.expires).toBeGreaterThan(
    Date.now() / 1000 + 364 * 24 * 3600,
  );
  await expectNoAxeViolations(page);
  // The information page's tag is sent as its placeholder too: a mistyped one could be anything.
  expect(await received(1)).toEqual([pageView('/about/:tag')]);

  await setting.getByRole('button', { name: 'Tillåt inte statistik' }).click();
  await expect(setting.getByRole('status')).toHaveText('Du tillåter inte besöksstatistik.');
  expect((await statisticsCookie(page.context()))?.value).toBe('no');
  await page.reload();
  await expect(setting.getByRole('status')).toHaveText('Du tillåter inte besöksstatistik.');
  await page.goto('/interaktioner');
  await page.waitForTimeout(1000);
  expect(recorder.requests).toHaveLength(1);
});

test('Global Privacy Control means no, and the notice says so', async ({ page, context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
  });
  // Even a choice made before the browser began to say so sends nothing.
  await context.addCookies([
    { name: 'medkompass_statistics', value: 'yes', url: BASE_URL, sameSite: 'Lax' },
  ]);
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Kakor.' });
  await expect(notice.getByText('Din webbläsare ber om att inte spåras')).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Tillåt anonym statistik' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await addFromSearch(page, 'waran', /^Waran/);
  await page.getByRole('link', { name: /Interaktioner/ }).click();
  await expect(page).toHaveURL(/\/interaktioner\?/);
  await page.goto('/about/om-medkompass');
  const setting = page.getByRole('region', { name: 'Besöksstatistik' });
  await expect(setting.getByText('Global Privacy Control eller Do Not Track')).toBeVisible();
  await expect(setting.getByRole('button')).toHaveCount(0);
  await page.waitForTimeout(1000);
  expect(recorder.requests).toEqual([]);
  expect(ANALYTICS_ORIGIN).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});
