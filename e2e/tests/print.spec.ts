import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

// Demo products and substances: Waran 2,5 mg and Ipren 200 mg tablets (an interaction D),
// Citodon (paracetamol and codeine), Glucophage (metformin), Haldol injection and Cipramil.
const WARAN = '99000000000003';
const IPREN = '99000000000002';
const CITODON = '99000000000015';
const GLUCOPHAGE = '99000000000052';
const HALDOL_INJECTION = '99000000000110';
const CIPRAMIL = '99000000000098';
const LIST = [WARAN, IPREN, CITODON, GLUCOPHAGE].map((id) => `nplIds=${id}`).join('&');

/** The screenshots of the A4 review (794 × 1123 CSS pixels is A4 at 96 dpi). */
const SHOTS = '/tmp/print-shots';

/** This year in Sweden, where the app counts ages. */
const thisYear = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm', year: 'numeric' }).format(
    new Date(),
  ),
);
/** A woman of 34 with a creatinine: fertile age, and an eGFR to dose by. */
const PATIENT = `birthYear=${String(thisYear - 34)}&gender=f&weight=60&height=165&krea=80`;

/** What every print's shared header says, then axe, then the page at A4 as print media. */
async function checkPrint(page: Page, name: string, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Medkompass' })).toBeVisible();
  await expect(page.getByText(/^Utskriven \d{1,2} \S+ \d{4}/)).toBeVisible();
  await expect(
    page.getByText(/^Kunskapsdatabas: .+, version .+, publicerad \d{1,2} \S+ \d{4}$/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demodata.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sökta läkemedel och substanser' })).toContainText(
    'Waran 2,5 mg tablett',
  );
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 794, height: 1123 });
  await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeHidden();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.pdf({ path: `${SHOTS}/${name}.pdf`, format: 'A4', printBackground: true });
}

test('the interactions print names products by strength and form, with the key', async ({
  page,
}) => {
  await page.goto(`/interaktioner/utskrift?${LIST}&${PATIENT}`);
  const pairs = page.getByRole('list', { name: 'Interaktioner' });
  await expect(pairs.getByRole('heading', { level: 3 }).first()).toContainText(
    'Waran 2,5 mg tablett',
  );
  await expect(
    page.getByRole('table', { name: 'Bokstaven anger allvarlighetsgrad' }),
  ).toBeVisible();
  await checkPrint(page, 'interaktioner', 'Interaktioner');
});

test('the renal print gives the eGFR dosed by, its estimate and band, and each drug at the band', async ({
  page,
}) => {
  await page.goto(`/njurfunktion/utskrift?${LIST}&${PATIENT}`);
  const patient = page.getByRole('region', { name: 'Patient' });
  await expect(patient).toContainText('34 år');
  await expect(patient).toContainText(/eGFR \d+ mL\/min · .+ · intervall \d+–\d+/);
  const advice = page.getByRole('region', { name: /^Rekommendationer vid eGFR/ });
  await expect(advice.getByRole('heading', { level: 4 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Så läser du klassificeringen' })).toBeVisible();
  await checkPrint(page, 'njurfunktion', 'Njurfunktion');
});

for (const { path, heading } of [
  { path: '/fosterpaverkan', heading: 'Fosterpåverkan' },
  { path: '/amning', heading: 'Amning' },
  { path: '/genus', heading: 'Genus' },
]) {
  test(`the ${heading} print lists every entry with its class and text, and the key`, async ({
    page,
  }) => {
    // The tab links to its print with the list and the patient.
    await page.goto(`${path}?${LIST}&${PATIENT}`);
    await expect(page.getByRole('link', { name: /^Skriv ut \(/ })).toHaveAttribute(
      'href',
      `${path}/utskrift?${LIST}&${PATIENT}`,
    );

    await page.goto(`${path}/utskrift?${LIST}&${PATIENT}`);
    const entries = page.getByRole('list', { name: heading });
    await expect(entries.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(page.getByText(/^Översikt: /)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Så läser du klassificeringen' })).toBeVisible();
    if (path !== '/genus') {
      await expect(page.getByRole('region', { name: 'Patient' })).toContainText(
        'Kvinna, fertil ålder',
      );
    }
    await checkPrint(page, path.slice(1), heading);
  });
}

test('the riskprofile print needs the login its tab needs, then prints every property open', async ({
  page,
}) => {
  const list = `nplIds=${HALDOL_INJECTION}&nplIds=${CIPRAMIL}&nplIds=${WARAN}`;
  // Anonymous: the guard sends the visitor to the start with the login dialog open.
  await page.goto(`/riskprofil/utskrift?${list}`);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-postadress').fill(E2E_USERS.riskprofile.email);
  await dialog.getByLabel('Lösenord').fill(E2E_USERS.riskprofile.password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();

  await expect(page).toHaveURL(/\/riskprofil\/utskrift\?/);
  const qt = page
    .getByRole('list', { name: 'Riskegenskaper' })
    .getByRole('listitem', { name: /QT-förlängning/ });
  await expect(qt).toHaveAttribute('data-level', 'III');
  await expect(qt).toContainText('Nivågränser för summan');
  await expect(
    page.getByText('Administrationssätt: Högsta värde (alla vägar)').first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Så beräknas riskprofilen' })).toBeVisible();
  await checkPrint(page, 'riskprofil', 'Riskprofil');
});

test('a logged-in user’s riskprofile print opens in a new tab with the session', async ({
  page,
  context,
}) => {
  const list = `nplIds=${HALDOL_INJECTION}&nplIds=${CIPRAMIL}&nplIds=${WARAN}`;
  await page.goto(`/riskprofil?${list}`);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('E-postadress').fill(E2E_USERS.riskprofile.email);
  await dialog.getByLabel('Lösenord').fill(E2E_USERS.riskprofile.password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/riskprofil\?/);

  // The print window is a new tab without an opener: it takes over the open tab's session.
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Skriv ut (öppnas i ett nytt fönster)' }).click();
  const print = await opened;
  await expect(print).toHaveURL(/\/riskprofil\/utskrift\?/);
  await expect(
    print
      .getByRole('list', { name: 'Riskegenskaper' })
      .getByRole('listitem', { name: /QT-förlängning/ }),
  ).toHaveAttribute('data-level', 'III');
  await expect(print.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(print);
});
