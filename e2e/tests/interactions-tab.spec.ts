import { expect, test, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const ALVEDON = '99000000000001';
const IPREN = '99000000000002';
const WARAN = '99000000000003';

/** The calls of the five sources an anonymous caller may see (riskprofile needs a login). */
const OPEN_ASSESSMENT_CALLS = [
  '/api/interaction/dataByNslIds',
  '/api/njurfunktion',
  '/api/birthdefect',
  '/api/lactation',
  '/api/genus',
];
/** What the tabs need to know of access (sources switched on, the caller's country). */
const ACCESS_CALLS = ['/api/source', '/api/auth/checkCountryBlock', '/api/auth/checkCountryAllow'];

async function addFromSearch(page: Page, query: string, option: RegExp): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Sök läkemedel eller substans' });
  await search.fill(query);
  await page.getByRole('option', { name: option }).first().click();
  await expect(search).toHaveValue('');
}

function apiPaths(requests: readonly Request[]): string[] {
  return requests.map((request) => new URL(request.url()).pathname);
}

test('four drugs: open the D pair, read its recommendation, print it, no axe violations', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await addFromSearch(page, 'alvedon', /^Alvedon\b.*Tablett 500 mg/);
  await addFromSearch(page, 'ipren', /^Ipren\b.*Tablett 200 mg/);
  await addFromSearch(page, 'waran', /^Waran\b/);
  await addFromSearch(page, 'trombyl', /^Trombyl\b.*Tablett 75 mg/);
  const tags = page.getByRole('grid', { name: 'Valda läkemedel och substanser' });
  await expect(tags.getByRole('row')).toHaveCount(4);

  const tabs = page.getByRole('navigation', { name: 'Källor' });
  await tabs.getByRole('link', { name: /^Interaktioner/ }).click();
  await expect(page).toHaveURL(/\/interaktioner\?/);
  // The tab carries the most severe class of the list.
  await expect(tabs.getByRole('link', { name: /^Interaktioner/ })).toHaveAccessibleName(
    'Interaktioner D4',
  );

  const pairs = page.getByRole('list', { name: 'Interaktioner' }).getByRole('listitem');
  await expect(pairs).toHaveCount(4);
  const dPair = page.getByRole('button', {
    name: 'D4 warfarin (i Waran 2,5 mg tablett) och acetylsalicylsyra (i Trombyl 75 mg tablett)',
  });
  await expect(dPair).toHaveAttribute('aria-expanded', 'false');
  await dPair.click();
  await expect(dPair).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('group', { name: /^D4 warfarin/ });
  await expect(panel.getByRole('heading', { level: 4, name: 'Rekommendation' })).toBeVisible();
  await expect(
    panel.getByText(
      'Kombinera endast när det finns en särskild indikation och då under noggrann uppföljning.',
    ),
  ).toBeVisible();
  await expect(panel.getByText(/Kombinationen bör undvikas/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The print view opens in a window of its own, with everything open and no search or tabs.
  const [print] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Skriv ut \(/ }).click(),
  ]);
  await expect(print).toHaveURL(/\/interaktioner\/utskrift\?/);
  await expect(print.getByRole('heading', { level: 1, name: 'Medkompass' })).toBeVisible();
  await expect(print.getByText(/^Utskriven \d/)).toBeVisible();
  await expect(print.getByText(/^Kunskapsdatabas: .+, version demo-/)).toBeVisible();
  await expect(print.getByText('Kunskapsdatabasen innehåller demodata')).toBeVisible();
  const list = print.getByRole('region', { name: 'Sökta läkemedel och substanser' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(
    print.getByText(
      'Kombinera endast när det finns en särskild indikation och då under noggrann uppföljning.',
    ),
  ).toBeVisible();
  await expect(print.getByRole('combobox')).toHaveCount(0);
  await expect(print.getByRole('navigation')).toHaveCount(0);
  await expectNoAxeViolations(print);
});

test('the first load and a list change make one request to each open assessment, none to riskprofile', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
  });
  await page.goto(`/interaktioner?nplIds=${ALVEDON}&nplIds=${WARAN}`);
  await expect(page.getByRole('button', { name: /^C3 warfarin/ })).toBeVisible();
  await expect
    .poll(() => OPEN_ASSESSMENT_CALLS.every((p) => apiPaths(requests).includes(p)))
    .toBe(true);
  await page.waitForLoadState('networkidle');
  // On load too each call is made once: those started before the first render (main.tsx) are
  // the ones the tabs and the page show.
  const onLoad = apiPaths(requests);
  for (const call of [...OPEN_ASSESSMENT_CALLS, ...ACCESS_CALLS]) {
    expect(
      onLoad.filter((p) => p === call),
      call,
    ).toHaveLength(1);
  }
  requests.length = 0;

  await addFromSearch(page, 'ipren', /^Ipren\b.*Tablett 200 mg/);
  await expect(page.getByRole('button', { name: /^D3 warfarin/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const changed = requests.filter((r) => new URL(r.url()).pathname !== '/api/search');
  const paths = apiPaths(changed);
  for (const call of OPEN_ASSESSMENT_CALLS) {
    expect(
      paths.filter((p) => p === call),
      call,
    ).toHaveLength(1);
    const url = new URL(changed[paths.indexOf(call)]!.url());
    expect(url.searchParams.getAll('nplIds').sort()).toEqual([ALVEDON, IPREN, WARAN]);
  }
  // Locked for an anonymous caller: never asked for. The pairs come with dataByNslIds.
  expect(paths).not.toContain('/api/riskprofile');
  expect(paths).not.toContain('/api/interaction');
  // Nothing is asked twice: names, assessments and texts each once.
  const urls = changed.map((r) => r.url());
  expect(new Set(urls).size).toBe(urls.length);
  expect(paths.filter((p) => p === '/api/product')).toHaveLength(1);
});

test('hyphen-joined ids in the path set the search list, then live in the query', async ({
  page,
}) => {
  await page.goto('/interaktioner/substance/IDDEMOWARFARIN-IDDEMOIBUPROFEN');
  await expect(page).toHaveURL(/\/interaktioner\?nslIds=IDDEMOWARFARIN&nslIds=IDDEMOIBUPROFEN$/);
  await expect(page.getByRole('button', { name: 'D3 warfarin och ibuprofen' })).toBeVisible();
  const tags = page.getByRole('grid', { name: 'Valda läkemedel och substanser' });
  await expect(tags.getByRole('row')).toHaveCount(2);
});
