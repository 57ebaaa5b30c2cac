import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

const ANNA = E2E_USERS.login;

function riskprofileTab(page: Page) {
  return page
    .getByRole('navigation', { name: 'Källor' })
    .getByRole('listitem')
    .filter({ hasText: 'Riskprofil' })
    .first();
}

async function logIn(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('E-postadress').fill(ANNA.email);
  await dialog.getByLabel('Lösenord').fill(password);
  await dialog.getByLabel('Lösenord').press('Enter');
}

test('the padlock on Riskprofil opens the login dialog; a login unlocks the tab and its page', async ({
  page,
}) => {
  await page.goto('/');
  const padlock = riskprofileTab(page).getByRole('button', { name: /^Riskprofil/ });
  await expect(padlock).toHaveAccessibleDescription(/^Kräver inloggning\./);
  await expectNoAxeViolations(page);

  await padlock.click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-postadress')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Logga in' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await logIn(page, 'inte-ratt-losenord');
  await expect(dialog.getByRole('alert')).toHaveText('Fel email eller lösenord, försök igen');
  await expect(dialog.getByLabel('Lösenord')).toHaveValue('');
  await expectNoAxeViolations(page);

  await logIn(page, ANNA.password);
  await expect(dialog).toBeHidden();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Inloggad som Anna Berg')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Logga ut' })).toBeVisible();

  // The tab follows the login: no padlock, not 'Kräver inloggning'.
  await expect(riskprofileTab(page).getByRole('button')).toHaveCount(0);
  await expect(
    riskprofileTab(page).getByRole('link', { name: /^Riskprofil/ }),
  ).not.toHaveAccessibleDescription(/Kräver inloggning/);
  await expectNoAxeViolations(page);

  // The page is reachable, after a reload too (the session lives in the tab's sessionStorage).
  await page.goto('/riskprofil');
  await expect(page.getByRole('heading', { name: /^Riskprofil/ })).toBeVisible();
  await expect(page).toHaveURL(/\/riskprofil$/);
  await expectNoAxeViolations(page);

  // Logging out on the riskprofile page goes to the start page.
  await banner.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole('button', { name: 'Logga in' })).toBeVisible();
  await expect(riskprofileTab(page).getByRole('button', { name: /^Riskprofil/ })).toBeVisible();
});

test('an anonymous visit to /riskprofil goes to the start page, and back after login', async ({
  page,
}) => {
  await page.goto('/riskprofil?nplIds=99000000000001');
  await expect(page).toHaveURL(/\/\?nplIds=99000000000001$/);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();

  await logIn(page, ANNA.password);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/riskprofil\?nplIds=99000000000001$/);
  await expect(page.getByRole('heading', { name: /^Riskprofil/ })).toBeVisible();
});

test('/login opens the login dialog on the start page', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Logga in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Logga in' })).toBeHidden();
});
