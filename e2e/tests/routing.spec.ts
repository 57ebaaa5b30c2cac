import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test('an old hash address opens its new path, and Back does not return to the old form', async ({
  page,
}) => {
  await page.goto('/about/om-medkompass');
  await page.goto('/#/home/amning');
  await expect(page).toHaveURL(/\/amning$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Amning' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/#/login');
  await expect(page).toHaveURL(/\/interaktioner$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/amning$/);
});

test('an unknown path answers 404 with the 404 page; a known path answers 200', async ({
  page,
  request,
}) => {
  const unknown = await page.goto('/finns/inte');
  expect(unknown?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sidan du frågade efter finns inte.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await request.get('/amning/inget-sadant-dokument')).status()).toBe(404);
  expect((await request.get('/about/ingen-sadan-sida')).status()).toBe(404);
  expect((await request.get('/amning')).status()).toBe(200);
  const known = await page.goto('/about/om-medkompass');
  expect(known?.status()).toBe(200);
});
