import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

test('the cookie notice shows once, and never again after Jag förstår!', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Kakor.' });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Jag förstår!' }).click();
  await expect(notice).toBeHidden();

  const cookies = await page.context().cookies();
  const consent = cookies.find((cookie) => cookie.name === 'medkompass_cookie_consent');
  // Remembered for a year (a day's slack for the clock).
  expect(consent?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Medkompass' })).toBeVisible();
  await expect(notice).toBeHidden();
  await page.goto('/about/om-medkompass');
  await expect(page.getByRole('heading', { level: 1, name: 'Om Medkompass' })).toBeVisible();
  await expect(notice).toBeHidden();
});

test('the navigation bar opens the info menu, the versions and the contact form', async ({
  page,
}) => {
  await page.goto('/interaktioner');
  await expect(page).toHaveTitle('Interaktioner – Medkompass');
  const bar = page.getByRole('navigation', { name: 'Huvudmeny' });
  await bar.getByRole('button', { name: /Information/ }).click();
  const menu = page.getByRole('menu', { name: 'Information' });
  await expect(menu).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitem', { name: 'Tillgänglighetsredogörelse' }).click();
  await expect(page).toHaveURL(/\/about\/tillganglighetsredogorelse$/);

  await bar.getByRole('button', { name: 'Versioner' }).click();
  const versions = page.getByRole('dialog', { name: 'Versioner' });
  await expect(versions.getByText('Integrerad variant')).toBeVisible();
  const answer = (await (await page.request.get('/api/versions')).json()) as {
    versions: { product: string; integrated: string };
  };
  await expect(versions.locator('dd').first()).toHaveText(answer.versions.product);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(versions).toBeHidden();

  await bar.getByRole('button', { name: 'Kontakt' }).click();
  await expect(page.getByRole('dialog', { name: 'Kontakta oss' })).toBeVisible();
});

test('on a phone the side menu, 280 px wide, holds the same items', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/interaktioner');
  const bar = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(bar.getByRole('button', { name: /Information/ })).toBeHidden();
  // Nothing is wider than the screen.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await bar.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('dialog', { name: 'Meny' });
  await expect(menu).toBeVisible();
  expect((await page.locator('.side-menu').boundingBox())?.width).toBe(280);
  await expectNoAxeViolations(page);

  await menu.getByRole('link', { name: 'Om amning' }).click();
  await expect(page).toHaveURL(/\/about\/om-amning$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Om amning' })).toBeVisible();
});

test('the contact and navigation pages stand without bar and footer', async ({ page }) => {
  await page.goto('/nav');
  await expect(page.getByRole('heading', { level: 1, name: 'Navigering' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
});

test('go-to-top appears after scrolling on a wide screen and leads back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/about/vanliga-fragor');
  await expect(page.getByRole('heading', { level: 1, name: 'Vanliga frågor' })).toBeVisible();
  const goToTop = page.getByRole('button', { name: /Till början av sidan/ });
  await expect(goToTop).toBeHidden();
  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, 600);
  await expect(goToTop).toBeVisible();
  await expectNoAxeViolations(page);
  await goToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();
});
