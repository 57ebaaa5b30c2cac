import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const WARFARIN = 'IDDEMOWARFARIN';
/** An nplId the demo knowledge base does not hold. */
const UNKNOWN_PRODUCT = '99999999999999';

/** This year in Sweden, where the app counts ages. */
function swedishYear(): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric' }).format(
      new Date(),
    ),
  );
}

/**
 * A record system's link: a man of 40 with creatinine 88.42 µmol/L (the LM-rev worked example:
 * relative eGFR 84 mL/min/1.73 m², band 60–89), warfarin, an id the knowledge base does not know
 * and one drug the record system could not code.
 */
const RECORD_QUERY =
  `jmi=true&unidentified=1&nslIds=${WARFARIN}&nplIds=${UNKNOWN_PRODUCT}` +
  `&birthYear=${String(swedishYear() - 40)}&gender=m&krea=88.42`;

const summary = (page: Page) => page.getByRole('region', { name: 'Patient' });

/** A term of the summary's definition list (a term has no name of its own: its text). */
function termOf(scope: Locator | Page, term: string): Locator {
  return scope.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) });
}

/** The value a term of the summary's definition list has. */
function valueOf(region: Locator, term: string): Locator {
  // `has` is resolved inside each candidate, so it starts from the page.
  return region
    .locator('div')
    .filter({ has: termOf(region.page(), term) })
    .getByRole('definition');
}

async function expectSummary(page: Page) {
  const region = summary(page);
  await expect(region).toBeVisible();
  await expect(valueOf(region, 'Ålder')).toHaveText('40 år');
  await expect(valueOf(region, 'Kön')).toHaveText('Man');
  await expect(valueOf(region, 'Njurfunktion')).toHaveText(
    'eGFR 84 mL/min/1,73 m², intervall 60–89',
  );
  await expect(valueOf(region, 'Läkemedel')).toHaveText('3, varav 2 kunde inte identifieras');
}

test('integrated mode shows the patient above the tabs on every tab, and offers no presets and no Ny patient', async ({
  page,
}) => {
  await page.goto(`/interaktioner?${RECORD_QUERY}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();
  await expectSummary(page);
  // Above the tabs.
  const tabs = page.getByRole('navigation', { name: 'Källor' });
  const summaryBottom = await summary(page).evaluate(
    (element) => element.getBoundingClientRect().bottom,
  );
  const tabsTop = await tabs.evaluate((element) => element.getBoundingClientRect().top);
  expect(summaryBottom).toBeLessThanOrEqual(tabsTop);
  // The record system owns the list: nothing adds a drug in one press, nothing clears it.
  await expect(page.getByRole('group', { name: 'Snabbval' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Paracetamol' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ny patient' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await tabs.getByRole('link', { name: /^Njurfunktion/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Njurfunktion' })).toBeVisible();
  await expectSummary(page);
  await expectNoAxeViolations(page);
});

test('on a phone the summary is two compact columns', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/fosterpaverkan?${RECORD_QUERY}`);
  await expectSummary(page);
  const region = summary(page);
  const term = await termOf(region, 'Ålder').boundingBox();
  const value = await valueOf(region, 'Ålder').boundingBox();
  // Term and value on one line, the value to its right.
  expect(term && value && Math.abs(term.y - value.y) < 4 && value.x > term.x).toBe(true);
  await expectNoAxeViolations(page);
});
