import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const IBUPROFEN = 'IDDEMOIBUPROFEN';
const WARFARIN = 'IDDEMOWARFARIN';

/** This year in Sweden, where the app counts ages. */
function swedishYear(): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric' }).format(
      new Date(),
    ),
  );
}
const BIRTH_YEAR = String(swedishYear() - 62);

/**
 * One patient's review: two drugs, the LM-rev worked example (a woman of 62, 45 kg, 156 cm,
 * creatinine 63 µmol/L: absolute eGFR 65 mL/min), a chosen eGFR band and an administration.
 */
const PATIENT_QUERY =
  `nslIds=${IBUPROFEN}&nslIds=${WARFARIN}&birthYear=${BIRTH_YEAR}&gender=f&weight=45&height=156` +
  `&krea=63&interval=30-59&administration=${IBUPROFEN}.peroral`;

const tags = (page: Page) => page.getByRole('grid', { name: 'Valda läkemedel och substanser' });
const birthYear = (page: Page) => page.getByRole('textbox', { name: 'Födelseår' });
const search = (page: Page) => page.getByRole('combobox', { name: 'Sök läkemedel eller substans' });

/** The query of the page, in a stable order. */
function queryOf(page: Page): string {
  const params = new URLSearchParams(new URL(page.url()).search);
  params.sort();
  return params.toString();
}

function sortedQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
}

async function expectPatientShown(page: Page) {
  await expect(tags(page).getByRole('row', { name: /ibuprofen/i })).toBeVisible();
  await expect(tags(page).getByRole('row', { name: /warfarin/i })).toBeVisible();
  await expect(birthYear(page)).toHaveValue(BIRTH_YEAR);
  await expect(page.getByRole('region', { name: 'Skattad njurfunktion' })).toContainText('eGFR 65');
}

test('Ny patient clears the list and the patient by keyboard, and Ångra brings them back', async ({
  page,
}) => {
  // Two axe scans of the renal page take most of the time; on a busy host they need more than 30 s.
  test.slow();
  await page.goto(`/njurfunktion?${PATIENT_QUERY}`);
  await expectPatientShown(page);
  await expectNoAxeViolations(page);

  const newPatient = page.getByRole('button', { name: 'Ny patient' });
  await newPatient.focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/njurfunktion$/);
  await expect(page.getByText('Inga läkemedel eller substanser valda ännu.')).toBeVisible();
  await expect(birthYear(page)).toHaveValue('');
  await expect(search(page)).toBeFocused();
  const status = page.locator('[aria-live="polite"]').filter({
    hasText: 'Listan och patientuppgifterna är rensade.',
  });
  await expect(status).toBeVisible();
  await expect(newPatient).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The undo is reached with Tab from the search, where the focus went.
  const undo = status.getByRole('button', { name: 'Ångra' });
  for (let step = 0; step < 10; step++) {
    if (await undo.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');

  await expect.poll(() => queryOf(page)).toBe(sortedQuery(PATIENT_QUERY));
  await expectPatientShown(page);
  await expect(search(page)).toBeFocused();
  await expect(page.getByText('Listan och patientuppgifterna är återställda.')).toBeVisible();
  await expect(newPatient).toBeVisible();
});

test('the undo goes after ten seconds, and the next patient starts from an empty page', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`/interaktioner?${PATIENT_QUERY}`);
  await expect(tags(page).getByRole('row', { name: /warfarin/i })).toBeVisible();

  await page.getByRole('button', { name: 'Ny patient' }).click();
  const undo = page.getByRole('button', { name: 'Ångra' });
  await expect(undo).toBeVisible();
  // The pointer is moved off the notice: while it rests there the undo stays.
  await page.mouse.move(0, 0);
  await page.clock.fastForward(9_000);
  await expect(undo).toBeVisible();
  await page.clock.fastForward(1_500);
  await expect(undo).toHaveCount(0);
  await expect(page).toHaveURL(/\/interaktioner$/);
  // Time runs on its own again (axe waits on timers).
  await page.clock.resume();
  await expectNoAxeViolations(page);

  // The renal tab of the next patient asks for the patient afresh.
  await page
    .getByRole('navigation', { name: 'Källor' })
    .getByRole('link', { name: /^Njurfunktion/ })
    .click();
  await expect(birthYear(page)).toHaveValue('');
  await expect(page.getByText('Inga läkemedel eller substanser valda ännu.')).toBeVisible();
});
