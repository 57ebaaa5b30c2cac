import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

// 'Ipren' was once the chip and the heading for the 400 mg tablet and for the 5 % gel alike,
// though their assessments differ. Demo products: Ipren 400 mg tablets and Ipren 5 % gel.
const IPREN_TABLET = '99000000000017';
const IPREN_GEL = '99000000000005';
const ALVEDON = '99000000000001';
const WARAN = '99000000000003';
const SYMBICORT = '99000000002068';
const SYMBICORT_LABEL = 'Symbicort Turbuhaler 160 mikrogram/4,5 mikrogram/dos inhalationspulver';
const TABLET = 'Ipren 400 mg tablett';
const GEL = 'Ipren 5 % gel';
const LIST = `nplIds=${IPREN_TABLET}&nplIds=${IPREN_GEL}`;

function tags(page: Page): Locator {
  return page.getByRole('grid', { name: 'Valda läkemedel och substanser' });
}

/** The headings of a document tab's entries, in the order shown. */
function entryHeadings(page: Page, tab: string): Locator {
  return page.getByRole('list', { name: tab }).getByRole('heading', { level: 3 });
}

test('Ipren tablets and Ipren gel are two chips and two entries, each by strength and form', async ({
  page,
}) => {
  // Alvedon (paracetamol, class 1) first in the list; both Ipren forms are class 3.
  await page.goto(`/fosterpaverkan?nplIds=${ALVEDON}&${LIST}`);

  await expect(tags(page).getByRole('row', { name: TABLET, exact: true })).toBeVisible();
  await expect(tags(page).getByRole('row', { name: GEL, exact: true })).toBeVisible();
  // Most severe first, ties in the order of the list, and the count per class above.
  await expect(entryHeadings(page, 'Fosterpåverkan')).toHaveText([
    TABLET,
    GEL,
    'Alvedon 500 mg tablett',
  ]);
  await expect(page.getByText(/^Översikt: /)).toHaveText('Översikt: 2 i klass 3, 1 i klass 1');
  await expectNoAxeViolations(page);

  await page.goto(`/amning?${LIST}`);
  await expect(entryHeadings(page, 'Amning')).toHaveText([TABLET, GEL]);
  await expectNoAxeViolations(page);
});

test('the interaction with Waran is graded by the form: D3 for the tablets, B1 for the gel', async ({
  page,
}) => {
  await page.goto(`/interaktioner?nplIds=${IPREN_TABLET}&nplIds=${WARAN}`);
  await expect(tags(page).getByRole('row', { name: TABLET, exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^D3 warfarin \(i Waran 2,5 mg tablett\) och ibuprofen/ }),
  ).toHaveAccessibleName(/\(i Ipren 400 mg tablett\)$/);
  await expect(page.getByText(/^Översikt: /)).toHaveText('Översikt: 1 D');
  await expectNoAxeViolations(page);

  await page.goto(`/interaktioner?nplIds=${IPREN_GEL}&nplIds=${WARAN}`);
  await expect(tags(page).getByRole('row', { name: GEL, exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^B1 warfarin \(i Waran 2,5 mg tablett\) och ibuprofen/ }),
  ).toHaveAccessibleName(/\(i Ipren 5 % gel\)$/);
  await expect(page.getByText(/^Översikt: /)).toHaveText('Översikt: 1 B');
  await expectNoAxeViolations(page);
});

test('on a phone a long chip wraps within the row and shows its whole label, strength included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/amning?nplIds=${SYMBICORT}&${LIST}`);

  const long = tags(page).getByRole('row', { name: SYMBICORT_LABEL, exact: true });
  await expect(long).toBeVisible();
  await expect(tags(page).getByRole('row', { name: GEL, exact: true })).toBeVisible();
  // No sideways scrolling: the chip fits the row.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = await long.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  // Unfocused and untouched, nothing of the label is cut off: it wraps instead (ADR 53).
  const label = long.locator('.tag__label');
  await expect(label).toHaveText(SYMBICORT_LABEL);
  const fits = await label.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  );
  expect(fits).toBe(true);
  const oneLine = await tags(page).getByRole('row', { name: GEL, exact: true }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(oneLine?.height ?? 0);
  await expectNoAxeViolations(page);
});
