import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

const CILLA = E2E_USERS.riskprofile;
// Demo products: Haldol injection (haloperidol, QT parenteral 3, peroral 2) and Cipramil
// (citalopram, QT 2): QT prolongation sums to 5 at MAX, 4 with haloperidol taken by mouth.
const HALDOL_INJECTION_AND_CIPRAMIL = 'nplIds=99000000000110&nplIds=99000000000098';

function qtRow(page: Page) {
  return page
    .getByRole('list', { name: 'Riskegenskaper' })
    .getByRole('listitem', { name: /QT-förlängning/ });
}

function riskprofileTab(page: Page) {
  return page
    .getByRole('navigation', { name: 'Källor' })
    .getByRole('link', { name: /^Riskprofil/ });
}

test('a user logs in through the dialog, opens riskprofile and sees a level change with the administration', async ({
  page,
}) => {
  // Anonymous: the guarded page sends the visitor to the start with the login dialog open.
  await page.goto(`/riskprofil?${HALDOL_INJECTION_AND_CIPRAMIL}`);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-postadress').fill(CILLA.email);
  await dialog.getByLabel('Lösenord').fill(CILLA.password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog).toBeHidden();

  // The requested page is restored after login, with its list.
  await expect(page).toHaveURL(/\/riskprofil\?/);
  await expect(qtRow(page)).toHaveAttribute('data-level', 'III');
  await expect(qtRow(page)).toContainText('Bidrag: haloperidol 3 + citalopram 2 = 5');
  await expect(page.getByRole('region', { name: /Hög risk för QT-förlängning/ })).toBeVisible();
  await expect(riskprofileTab(page).getByText('III', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Haloperidol by mouth: the QT level falls to II, the alert goes, the tab follows.
  await page.getByRole('button', { name: /Administrationssätt för haloperidol$/i }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('option', { name: 'Peroral' }).click();
  await expect(qtRow(page)).toHaveAttribute('data-level', 'II');
  await expect(qtRow(page)).toContainText('Bidrag: citalopram 2 + haloperidol 2 (peroral) = 4');
  await expect(page.getByRole('region', { name: /Hög risk för QT-förlängning/ })).toHaveCount(0);
  await expect(riskprofileTab(page).getByText('II', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/administration=IDDEMOHALOPERIDOL\.peroral/);
  await expectNoAxeViolations(page);
});
