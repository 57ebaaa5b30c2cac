import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test('in integrated mode the info menu leads to the side-effect search, which finds bleeding', async ({
  page,
}) => {
  await page.goto('/interaktioner?jmi=true&nslIds=IDDEMOWARFARIN&nslIds=IDDEMOAPIXABAN');
  const infoButton = page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('button', { name: /Information/ });
  const sideEffects = page.getByRole('menuitem', { name: 'Biverkningssökning', exact: true });
  // A press on the server's first paint before the app has started is lost (ADR 32): press until
  // the menu is there, as a user would.
  await expect(async () => {
    await infoButton.click();
    await expect(sideEffects).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await sideEffects.click();
  await expect(page).toHaveURL(/\/biverkning\?jmi=true/);
  await expect(page.getByRole('heading', { level: 2, name: 'Biverkningssökning' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Sök biverkning' }).fill('blödning');
  const matches = page.getByRole('table', { name: 'Läkemedel i listan som kan ge ”blödning”' });
  const firstRow = matches.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').nth(0)).toHaveText('Blödning');
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(/warfarin/i);
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText('Mycket vanlig (minst 1 av 10)');
  await expect(
    page.getByRole('heading', { level: 3, name: 'Alla biverkningar i listan, efter organsystem' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Biverkningssökning – Medkompass');
  await expectNoAxeViolations(page);
});
