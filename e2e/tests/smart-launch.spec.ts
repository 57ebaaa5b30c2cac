import { expect, test, type Page } from '@playwright/test';
import { lmRevRelativeEgfr } from '@medkompass/clinical/egfr.ts';
import {
  MAN_80,
  MAN_80_MEDICATIONS,
  PATIENTS,
  RXNORM_MEDICATION,
  startSmartServers,
  type SmartServers,
} from '../support/smart-servers.ts';
import { EXPIRING_FHIR_BASE, FHIR_BASE, SLOW_FHIR_BASE } from '../support/smart-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

// SMART on FHIR: the test plays the record system. It makes a launch context for a patient and
// opens the app's launch address as an EHR does; the prescriber signs in and consents on the
// authorization server's own pages (oidc-provider), and the app reads the FHIR server (Medplum).

let servers: SmartServers;
test.beforeAll(async () => {
  servers = await startSmartServers();
});
test.afterAll(async () => {
  await servers.close();
});

/** The EHR launch of the app for a patient of the record at `iss`. */
async function launch(page: Page, patientId: string, iss = FHIR_BASE): Promise<void> {
  const context = servers.launchFor(patientId);
  await page.goto(`/launch?iss=${encodeURIComponent(iss)}&launch=${context}`);
}

/** Signs in on the authorization server's page and, unless refused, consents. */
async function authorize(page: Page, consent = true): Promise<void> {
  await page.locator('input[name="login"]').fill('dr.lakare');
  await page.locator('input[name="password"]').fill('hemligt');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  if (consent) await page.getByRole('button', { name: 'Continue' }).click();
  else await page.getByRole('link', { name: '[ Cancel ]' }).click();
}

const tags = (page: Page) => page.getByRole('grid', { name: 'Valda läkemedel och substanser' });
const record = (page: Page) => page.getByRole('region', { name: 'Från journalen' });

/** The failure notice, and that the app is still there to search by hand. */
async function expectFailure(page: Page, message: RegExp, timeout = 5000): Promise<void> {
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(message, { timeout });
  await expect(alert).toContainText('Du kan fortfarande söka fram läkemedlen');
  await expectNoAxeViolations(page);
  await alert.getByRole('link', { name: 'Sök läkemedel' }).click();
  const search = page.getByRole('combobox', { name: 'Sök läkemedel eller substans' });
  await search.fill('waran');
  await page
    .getByRole('option', { name: /^Waran\b/ })
    .first()
    .click();
  await expect(tags(page).getByRole('row')).toHaveCount(1);
}

test('EHR launch: the man of 80 lands on the interactions tab with his list, and the renal tab has his eGFR from the record', async ({
  page,
}) => {
  await launch(page, PATIENTS.man80);
  await authorize(page);

  await expect(page).toHaveURL(/\/interaktioner\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('jmi')).toBe('true');
  expect(url.searchParams.get('nplIds')?.split(',').sort()).toEqual(
    [...MAN_80_MEDICATIONS.nplIds].sort(),
  );
  expect(url.searchParams.get('nslIds')?.split(',').sort()).toEqual(
    [...MAN_80_MEDICATIONS.nslIds].sort(),
  );
  await expect(tags(page).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('list', { name: 'Interaktioner' })).toBeVisible();
  // Marked as the record's, with the newest creatinine (not the older 250) and its date.
  await expect(record(page)).toContainText('Läkemedelslistan och patientens värden hämtades');
  await expect(record(page)).toContainText(`Kreatinin ${String(MAN_80.creatinine)} µmol/L`);
  await expect(record(page)).toContainText(`Vikt ${String(MAN_80.weight)} kg`);
  await expect(page.getByText(/läkemedel kunde inte identifieras/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The token stays in this tab's sessionStorage, never in localStorage.
  const storage = await page.evaluate(() => ({
    session: Object.keys(sessionStorage).join(' '),
    local: JSON.stringify(localStorage),
  }));
  expect(storage.local).not.toContain('access_token');
  expect(storage.session).toContain('SMART_KEY');

  const tabs = page.getByRole('navigation', { name: 'Källor' });
  await tabs.getByRole('link', { name: /^Njurfunktion/ }).click();
  const expected = Math.round(lmRevRelativeEgfr(MAN_80.creatinine, MAN_80.age, 'MALE'));
  await expect(
    page
      .getByRole('region', { name: 'Skattad njurfunktion' })
      .getByRole('row', { name: /^Relativt eGFR \(kreatinin\)/ }),
  ).toContainText(`${String(expected)} mL/min/1,73 m²`);
  await expect(page.getByRole('textbox', { name: 'P-kreatinin (µmol/L)' })).toHaveValue(
    String(MAN_80.creatinine),
  );
  await expectNoAxeViolations(page);
});

test('the woman of 34: her pregnancy status is read from the record', async ({ page }) => {
  await launch(page, PATIENTS.woman34);
  await authorize(page);
  await expect(page).toHaveURL(/\/interaktioner\?/);
  await expect(tags(page).getByRole('row')).toHaveCount(1);
  await expect(record(page)).toContainText('Gravid (');
  await expectNoAxeViolations(page);
});

test('a medication coded only in RxNorm is named as not identified, the rest of the list is assessed', async ({
  page,
}) => {
  await launch(page, PATIENTS.rxnorm);
  await authorize(page);
  await expect(page).toHaveURL(/\/interaktioner\?/);
  await expect(tags(page).getByRole('row')).toHaveCount(1);
  await expect(page.getByText('1 läkemedel kunde inte identifieras.')).toBeVisible();
  await expect(record(page)).toContainText(`Kunde inte identifieras: ${RXNORM_MEDICATION}.`);
  await expectNoAxeViolations(page);
});

test('a refused authorization is said so, and the app works by manual search', async ({ page }) => {
  await launch(page, PATIENTS.woman34);
  await authorize(page, false);
  await expectFailure(page, /gav inte Medkompass tillgång/);
});

test('an expired token is said so', async ({ page }) => {
  // The record's network is slow: its one-second token has expired when the reads arrive.
  await page.route(/\/expiring\/fhir\/(Patient|Medication|Observation)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await launch(page, PATIENTS.man80, EXPIRING_FHIR_BASE);
  await authorize(page);
  await expectFailure(page, /Behörigheten från journalsystemet har gått ut/);
});

test('a FHIR server that does not answer within 5 seconds is said so', async ({ page }) => {
  test.setTimeout(45_000);
  await launch(page, PATIENTS.man80, SLOW_FHIR_BASE);
  // Not before the app's five seconds have passed.
  await page.waitForTimeout(4000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectFailure(page, /svarade inte inom 5 sekunder/, 10_000);
});

test('a malformed Patient resource is said so, and nothing of the record is used', async ({
  page,
}) => {
  await launch(page, PATIENTS.malformed);
  await authorize(page);
  await expectFailure(page, /uppgifter som inte gick att läsa/);
  expect(new URL(page.url()).searchParams.get('krea')).toBeNull();
});
