import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const THEO_DUR = ['99000000002000', '99000000002001'];

function tags(page: Page) {
  return page.getByRole('grid', { name: 'Valda läkemedel och substanser' });
}

function interactionsTab(page: Page) {
  return page.getByRole('navigation', { name: 'Källor' }).getByRole('link', {
    name: /^Interaktioner/,
  });
}

test('substance names joined by - in the search path set the list, and the tab shows the pair', async ({
  page,
}) => {
  await page.goto('/interaktioner/substance/warfarin-ibuprofen');
  await expect(page).toHaveURL(/\/interaktioner\?nslIds=IDDEMOWARFARIN&nslIds=IDDEMOIBUPROFEN$/);
  await expect(tags(page).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'D3 warfarin och ibuprofen' })).toBeVisible();
  await expect(interactionsTab(page)).toHaveAccessibleName('Interaktioner D3');
  await expectNoAxeViolations(page);
});

test('an id in the search path is read as before', async ({ page }) => {
  await page.goto('/interaktioner/substance/IDDEMOWARFARIN');
  await expect(page).toHaveURL(/\/interaktioner\?nslIds=IDDEMOWARFARIN$/);
  await expect(tags(page).getByRole('row')).toHaveCount(1);
});

test('a name with a hyphen is one name, in a list or alone', async ({ page }) => {
  await page.goto('/interaktioner/substance/theo-dur-warfarin');
  await expect(page).toHaveURL(
    new RegExp(`/interaktioner\\?nplIds=${THEO_DUR.join('&nplIds=')}&nslIds=IDDEMOWARFARIN$`),
  );
  await expect(tags(page).getByRole('row')).toHaveCount(3);

  await page.goto('/amning/lakemedel/Theo-Dur');
  await expect(page).toHaveURL(new RegExp(`/amning\\?nplIds=${THEO_DUR.join('&nplIds=')}$`));
});

test('a part that names nothing is named on the page, and the rest joins the list', async ({
  page,
}) => {
  await page.goto('/interaktioner/substance/warfarin-finnsinte');
  await expect(
    page.getByText('Kunde inte hitta ”finnsinte”. Sök efter det i sökrutan i stället.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/interaktioner\/substance\/finnsinte\?nslIds=IDDEMOWARFARIN$/);
  await expect(tags(page).getByRole('row')).toHaveCount(1);
  await expect(tags(page).getByRole('row', { name: /warfarin/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/amning/substans/warfarin-finnsinte');
  await expect(page.getByText(/^Det finns ingen substans som heter ”finnsinte”/)).toBeVisible();
  await expect(page).toHaveURL(/\/amning\/substans\/finnsinte\?nslIds=IDDEMOWARFARIN$/);
  await expectNoAxeViolations(page);
});
