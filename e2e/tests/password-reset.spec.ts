import { expect, test } from '@playwright/test';
import { BASE_URL, E2E_USERS } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';
import { mailCount, nextResetLink } from './mailbox.ts';

const BO = E2E_USERS.passwordReset;
const NEW_PASSWORD = 'bo-nya-losenordet-2026';

test('forgot password: the mailed link sets a new password, which then logs in', async ({
  page,
}) => {
  const before = mailCount(BO.email);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  await page
    .getByRole('dialog', { name: 'Logga in' })
    .getByRole('link', { name: 'Glömt lösenord?' })
    .click();

  await expect(page).toHaveURL(/\/auth\/forgotPassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glömt lösenord' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-postadress').fill(BO.email);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await expect(page.getByText(/^Om adressen hör till ett konto i Medkompass/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The mail, as the real SMTP server of the e2e run caught it.
  const link = await nextResetLink(BO.email, before);
  expect(link.origin).toBe(BASE_URL);
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Välj nytt lösenord' })).toBeVisible();
  await expect(page.getByLabel(/^Nytt lösenord/)).toHaveAccessibleDescription(
    'Minst 12 tecken. Lösenordet får inte vara din e-postadress.',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Nytt lösenord/).fill(NEW_PASSWORD);
  await page.getByLabel('Upprepa det nya lösenordet').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  const changed = page.getByRole('status').filter({ hasText: 'Lösenordet är bytt.' });
  await expect(changed).toBeVisible();
  await expectNoAxeViolations(page);

  // The old password no longer works; the new one does.
  await changed.getByRole('button', { name: 'Logga in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('E-postadress').fill(BO.email);
  await dialog.getByLabel('Lösenord').fill(BO.password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Fel email eller lösenord, försök igen');
  await dialog.getByLabel('Lösenord').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText('Inloggad som Bo Ek')).toBeVisible();

  // The link was single-use.
  await page.goto(link.pathname);
  await page.getByLabel(/^Nytt lösenord/).fill('ett-tredje-losenord-99');
  await page.getByLabel('Upprepa det nya lösenordet').fill('ett-tredje-losenord-99');
  await page.getByRole('button', { name: 'Spara nytt lösenord' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Länken för att byta lösenord går inte att använda',
  );
  await expectNoAxeViolations(page);
});
