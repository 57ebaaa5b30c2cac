import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const CITODON = '99000000000015';
const WARAN = '99000000000003';
const KODEIN = 'IDDEMOKODEIN';

const NOT_FERTILE_NOTE =
  'Flikarna Fosterpåverkan och Amning är gråmarkerade eftersom patienten inte är en kvinna i fertil ålder (13–55 år). De går ändå att öppna.';

/** A searched item's entry on a document tab: the article headed by its name. */
function entry(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true }).filter({
    has: page.getByRole('heading', { level: 3, name, exact: true }),
  });
}

/** The text of a labelled field of a card (a description list's term and definition). */
function field(container: Locator, label: string): Locator {
  return container
    .locator('div', { has: container.page().locator(`dt:text-is("${label}")`) })
    .locator('dd');
}

function tabBar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Källor' });
}

test('amning: a combination product shows each substance with the public advice apart from the recommendation', async ({
  page,
}) => {
  await page.goto(`/amning?nplIds=${CITODON}`);

  await expect(page.getByRole('heading', { level: 2, name: 'Amning' })).toBeVisible();
  const citodon = entry(page, 'Citodon 500 mg/30 mg tablett');
  await expect(citodon.getByText('innehåller paracetamol och kodein')).toBeVisible();
  // The most severe first within the card too: codeine (class 3) above paracetamol.
  await expect(citodon.getByRole('heading', { level: 4 })).toHaveText([
    'Kodein i Citodon 500 mg/30 mg tablett',
    'Paracetamol i Citodon 500 mg/30 mg tablett',
  ]);
  const kodein = citodon.getByRole('article', { name: 'Kodein' });
  await expect(kodein.getByText('Bör undvikas under amning.')).toBeVisible();
  await expect(field(kodein, 'Rekommendation för vårdpersonal')).toHaveText(
    'Ska inte användas under amning.',
  );
  await expect(field(kodein, 'Råd till allmänheten')).toHaveText(
    'Använd inte kodein när du ammar. Det finns andra smärtstillande läkemedel som passar bättre.',
  );
  // Set apart: the public advice sits in a box of its own, not in the staff recommendation.
  const publicBox = await field(kodein, 'Råd till allmänheten').boundingBox();
  const staffBox = await field(kodein, 'Rekommendation för vårdpersonal').boundingBox();
  expect(publicBox && staffBox && publicBox.y > staffBox.y + staffBox.height).toBe(true);
  await expect(page.getByRole('region', { name: 'Så läser du klassificeringen' })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: /^Amning/ })).toHaveAccessibleName(
    'Amning 3',
  );
  await expectNoAxeViolations(page);
});

test('a document page opened by its address shows the whole document', async ({ page }) => {
  await page.goto(`/amning/lact-kodein?nslIds=${KODEIN}`);

  const document = page.getByRole('article', { name: 'Kodein' });
  await expect(document.getByRole('heading', { level: 2, name: 'Kodein' })).toBeVisible();
  await expect(page).toHaveTitle('Kodein – Amning – Medkompass');
  await expect(document.getByText('Bör undvikas under amning.')).toBeVisible();
  await expect(document.getByRole('heading', { level: 3 })).toHaveText([
    'Rekommendation för vårdpersonal',
    'Råd till allmänheten',
    'Bakgrund',
    'Gäller',
  ]);
  await expect(
    page.getByRole('region', { name: 'Råd till allmänheten' }).getByText(/^Använd inte kodein/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bakgrund' })).toContainText(
    'Dödsfall har rapporterats.',
  );
  await expect(document.getByText('kodein (ATC-kod R05DA04)')).toBeVisible();
  await expect(document.getByText('Alla läkemedel som innehåller substansen.')).toBeVisible();
  await expect(document.getByText('Senast uppdaterad 25 maj 2026')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Tillbaka till Amning' }).click();
  await expect(page).toHaveURL(`/amning?nslIds=${KODEIN}`);
  await expect(entry(page, 'kodein')).toBeVisible();
});

test('fosterpåverkan and genus open from the tab bar with the search list kept', async ({
  page,
}) => {
  const search = `?nplIds=${WARAN}&nslIds=${KODEIN}`;
  await page.goto(`/interaktioner${search}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();

  await tabBar(page)
    .getByRole('link', { name: /^Fosterpåverkan/ })
    .click();
  await expect(page).toHaveURL(`/fosterpaverkan${search}`);
  await expect(page).toHaveTitle('Fosterpåverkan – Medkompass');
  await expect(
    entry(page, 'Waran 2,5 mg tablett').getByText('Känd risk för fosterpåverkan.'),
  ).toBeVisible();
  const kodein = entry(page, 'kodein');
  await expect(field(kodein, 'Bedömning')).toContainText('abstinens hos den nyfödda');
  await expectNoAxeViolations(page);

  await tabBar(page)
    .getByRole('link', { name: /^Genus/ })
    .click();
  await expect(page).toHaveURL(`/genus${search}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Genus' })).toBeVisible();
  await expect(
    entry(page, 'Waran 2,5 mg tablett').getByText(
      'Skillnader mellan kvinnor och män finns men saknar klinisk betydelse.',
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Valda läkemedel och substanser' }).getByRole('row'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);

  // A document page from the tab, and back.
  await entry(page, 'kodein').getByRole('link', { name: 'Kodein' }).click();
  await expect(page).toHaveURL(`/genus/genus-kodein${search}`);
  await expect(page.getByRole('region', { name: 'Sammanfattning' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('isFertile=false greys fosterpåverkan and amning, says why, and they still open', async ({
  page,
}) => {
  await page.goto(`/genus?isFertile=false&nslIds=${KODEIN}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Genus' })).toBeVisible();
  const birthDefect = tabBar(page).getByRole('link', { name: /^Fosterpåverkan/ });
  const lactation = tabBar(page).getByRole('link', { name: /^Amning/ });
  await expect(birthDefect).toHaveClass(/source-tab--greyed/);
  await expect(lactation).toHaveClass(/source-tab--greyed/);
  await expect(tabBar(page).getByRole('link', { name: /^Genus/ })).not.toHaveClass(/greyed/);
  await expect(page.getByText(NOT_FERTILE_NOTE)).toBeVisible();
  await expectNoAxeViolations(page);

  await lactation.click();
  await expect(page).toHaveURL(`/amning?isFertile=false&nslIds=${KODEIN}`);
  await expect(lactation).not.toHaveClass(/source-tab--greyed/);
  await expect(birthDefect).toHaveClass(/source-tab--greyed/);
  await expect(entry(page, 'kodein')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a name path puts the named product in the list, diacritics aside', async ({ page }) => {
  await page.goto('/amning/lakemedel/kavepenin');
  await expect(page).toHaveURL(/\/amning\?nplIds=99000000000155&nplIds=99000000000156$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Kåvepenin' })).toHaveCount(2);

  await page.goto('/fosterpaverkan/substans/finnsinte');
  await expect(page.getByText(/^Det finns ingen substans som heter ”finnsinte”/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Fosterpåverkan' })).toBeVisible();
  await expectNoAxeViolations(page);
});
