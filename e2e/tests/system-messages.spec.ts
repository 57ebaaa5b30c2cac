import { expect, test } from '@playwright/test';
import { E2E_MESSAGE } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

test('a system message shows above the search and can be hidden for the session', async ({
  page,
}) => {
  await page.goto('/');
  const messages = page.getByRole('region', { name: 'Driftmeddelanden' });
  const message = messages.getByRole('listitem').filter({ hasText: E2E_MESSAGE.header });
  await expect(message.getByRole('status')).toContainText(E2E_MESSAGE.message);
  await expectNoAxeViolations(page);

  await message.getByRole('button', { name: `Dölj meddelandet ”${E2E_MESSAGE.header}”` }).click();
  await expect(messages).toBeHidden();
  // Hidden for the tab's session: after a reload the server still sends it (with the page, in
  // its first-render state), and it stays hidden.
  await page.reload();
  expect(await page.locator('#first-render-state').textContent()).toContain(E2E_MESSAGE.header);
  await expect(page.getByRole('combobox', { name: 'Sök läkemedel eller substans' })).toBeVisible();
  await expect(page.getByText(E2E_MESSAGE.header)).toBeHidden();
});
