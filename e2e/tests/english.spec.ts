import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test('the English start searches sex and gender and opens an English document', async ({
  page,
}) => {
  await page.goto('/en/sexandgender');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Medkompass sex and gender' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Search for a drug or substance' }).fill('warfarin');
  await page
    .getByRole('option', { name: /^warfarin/i })
    .first()
    .click();
  const card = page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 4, name: 'Warfarin' }),
  });
  await expect(card.getByText('Summary')).toBeVisible();
  await expect(page).toHaveTitle('Sex and gender – Medkompass');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'Warfarin' }).click();
  await expect(page).toHaveURL(/\/en\/sexandgender\/gender-warfarin\?/);
  await expect(page.getByRole('heading', { level: 2, name: 'Warfarin' })).toBeVisible();
  await expect(page.getByText('Last updated')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown English address is the English 404 page, with status 404', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the root opens in English for someone who chose English before', async ({ page }) => {
  // The app remembers the page's language once it has taken over the server's first paint, whose
  // heading shows before that: wait for the choice itself before opening the root.
  const rememberedLanguage = async () =>
    (await page.context().cookies()).find(({ name }) => name === 'medkompass_locale')?.value;
  await page.goto('/en/sexandgender');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(rememberedLanguage).toBe('en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/en\/sexandgender$/);
  await page.goto('/genus');
  await expect(page.getByRole('heading', { level: 1, name: 'Medkompass' })).toBeVisible();
  await expect.poll(rememberedLanguage).toBe('sv');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

test('the English pages name drugs in English and find them by their US names', async ({
  page,
}) => {
  await page.goto('/en/sexandgender');
  const search = page.getByRole('combobox', { name: 'Search for a drug or substance' });
  // A product: its substance's English name and its form's English (EDQM) name.
  await search.fill('klacid');
  await page
    .getByRole('option', { name: /^Klacid\s*,\s*clarithromycin, Film-coated tablet 250 mg$/ })
    .click();
  await expect(page.getByRole('row', { name: 'Klacid 250 mg film-coated tablet' })).toBeVisible();
  // A substance by a synonym ('aspirin'), shown by its English name.
  await search.fill('aspirin');
  await page.getByRole('option', { name: /^acetylsalicylic acid\s*,\s*Substance/ }).click();
  await expect(page.getByRole('row', { name: 'acetylsalicylic acid' })).toBeVisible();
  const card = page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 4, name: 'Acetylsalicylic acid' }),
  });
  await expect(card.getByText('Summary')).toBeVisible();
  await expectNoAxeViolations(page);
});
