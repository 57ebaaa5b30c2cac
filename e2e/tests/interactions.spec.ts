import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

async function addFromSearch(page: Page, query: string, option: RegExp): Promise<void> {
  const search = page.getByRole('combobox', { name: 'Sök läkemedel eller substans' });
  await search.fill(query);
  await page.getByRole('option', { name: option }).click();
  await expect(search).toHaveValue('');
}

test('search two drugs, see their interaction, and keep it across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Medkompass' })).toBeVisible();
  await expect(page.getByText('Kunskapsdatabasen innehåller demodata')).toBeVisible();
  await expectNoAxeViolations(page);

  await addFromSearch(page, 'alv', /^Alvedon\s*,\s*paracetamol, Tablett 500 mg/);
  const tags = page.getByRole('grid', { name: 'Valda läkemedel och substanser' });
  await expect(tags.getByRole('row', { name: /Alvedon/ })).toBeVisible();
  await addFromSearch(page, 'waran', /^Waran/);
  await expect(tags.getByRole('row', { name: /Waran/ })).toBeVisible();
  await expect(page).toHaveURL(/nplIds=99000000000001/);
  await expect(page).toHaveURL(/nplIds=99000000000003/);

  await page.getByRole('link', { name: /Interaktioner/ }).click();
  await expect(page).toHaveURL(/\/interaktioner\?/);
  const pair = page.getByRole('listitem').filter({
    hasText: 'warfarin (i Waran 2,5 mg tablett) och paracetamol (i Alvedon 500 mg tablett)',
  });
  await expect(pair.getByText('C3', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(tags.getByRole('row', { name: /Alvedon/ })).toBeVisible();
  await expect(tags.getByRole('row', { name: /Waran/ })).toBeVisible();
  await expect(pair.getByText('C3', { exact: true })).toBeVisible();

  // Removing a drug takes its interaction away.
  await tags.getByRole('row', { name: /Waran/ }).getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Lägg till minst två läkemedel')).toBeVisible();
  await expect(page).not.toHaveURL(/99000000000003/);
});

test('a pair without interactions says so', async ({ page }) => {
  await page.goto('/interaktioner?nplIds=99000000000001&nplIds=99000000000002');
  await expect(page.getByText('Inga interaktioner hittade för sökningen')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown route shows the 404 page with a way back', async ({ page }) => {
  await page.goto('/finns-inte/alls');
  await expect(page.getByText('Sidan du frågade efter finns inte.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('combobox', { name: 'Sök läkemedel eller substans' })).toBeVisible();
});

test('the classification follows the drug form: ibuprofen gel with warfarin is graded lower than tablets', async ({
  page,
}) => {
  // Ipren tablets (peroral) with Waran: the knowledge base's default D3.
  await page.goto('/interaktioner?nplIds=99000000000002&nplIds=99000000000003');
  const pair = page.getByRole('button', { name: /warfarin \(i Waran 2,5 mg tablett\)/ });
  await expect(pair).toHaveAccessibleName(/^D3 /);

  // Ipren gel (topical) with Waran: the topical classification of the same pair, and the panel
  // says which drug form it applies to.
  await page.goto('/interaktioner?nplIds=99000000000005&nplIds=99000000000003');
  await expect(pair).toHaveAccessibleName(/^B1 /);
  await pair.click();
  const panel = page.getByRole('group', { name: /^B1 / });
  await expect(panel.getByText(/Utvärtes\/topikal beredning av ibuprofen/)).toBeVisible();
  await expect(panel.getByText('Övriga beredningsformer')).toBeVisible();
  await expectNoAxeViolations(page);
});
