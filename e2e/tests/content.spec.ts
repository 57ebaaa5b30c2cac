import { expect, test } from '@playwright/test';
import { demoIndexes } from '../support/demo-kb.ts';
import { expectNoAxeViolations } from './axe.ts';

const PAGE = 50;
const lactation = demoIndexes.page('lactation', { offset: 0, limit: 1 }).total;
const genus = demoIndexes.page('genus', { offset: 0, limit: 1 }).total;
const lactationK = demoIndexes.page('lactation', { char: 'k', offset: 0, limit: 1 }).total;
/** The first document of the second page: where focus lands after 'Visa fler'. */
const secondPageFirst = demoIndexes.page('lactation', { offset: PAGE, limit: 1 }).items[0]?.title;
const shown = (count: number, total: number) =>
  `Visar ${Math.min(count, total)} av ${total} texter.`;

test('an information page reads as an article, links within the app, and finds its anchor', async ({
  page,
}) => {
  await page.goto('/about/om-medkompass');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Om Medkompass' })).toBeVisible();
  await expect(page).toHaveTitle('Om Medkompass – Medkompass');
  await expect(article.getByText('demokunskapsbas')).toBeVisible();
  await expectNoAxeViolations(page);

  await article.getByRole('link', { name: 'Om interaktioner' }).click();
  await expect(page).toHaveURL(/\/about\/om-interaktioner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Om interaktioner' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Kombinationen bör undvikas.' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The cookie banner will link here.
  await page.goto('/about/om-medkompass#kakor');
  await expect(
    page.getByRole('heading', { name: 'Kakor och lagring i webbläsaren' }),
  ).toBeInViewport();
});

test('the FAQ, the news and the accessibility statement are there', async ({ page }) => {
  await page.goto('/about/vanliga-fragor');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Vad betyder frågetecknet på en flik?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/about/nyheter');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Nytt kontaktformulär utan bildpussel' }),
  ).toBeVisible();
  await page.goto('/about/tillganglighetsredogorelse');
  await expect(page.getByRole('heading', { level: 2, name: 'Så har vi testat' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown information page says it does not exist (404), in Swedish and English', async ({
  page,
}) => {
  await page.goto('/about/finns-inte');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informationssidan finns inte' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/en/about/no-such-page');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Info page does not exist' }),
  ).toBeVisible();
});

test('an English information page is in English', async ({ page }) => {
  await page.goto('/en/about/generally-about-sex-differences-and-drugs');
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Generally about sex differences and drugs',
  });
  await expect(heading).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Visa fler loads the next page from the keyboard, where the browser cannot scroll-load', async ({
  page,
}) => {
  // As in a browser without IntersectionObserver: the button is then the only way to more.
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });
  await page.goto('/content/lactation');
  await expect(page.getByRole('heading', { level: 1, name: 'Register: Amning' })).toBeVisible();
  await expect(page.getByText(shown(PAGE, lactation))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Visa fler' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(shown(2 * PAGE, lactation))).toBeVisible();
  // Focus lands on the first document of the new page, not on a button that is gone.
  await expect(page.getByRole('link', { name: secondPageFirst, exact: true })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Visa fler' })).toHaveCount(
    lactation > 2 * PAGE ? 1 : 0,
  );
  await expectNoAxeViolations(page);
});

test('a content index by letter and by class, and more as the end scrolls into view', async ({
  page,
}) => {
  await page.goto('/content/lactation');
  await expect(page.getByText(shown(PAGE, lactation))).toBeVisible();
  const letters = page.getByRole('navigation', { name: 'Begynnelsebokstav' });
  await letters.getByRole('link', { name: 'K', exact: true }).click();
  await expect(page).toHaveURL(/\/content\/lactation\/k$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Texter som börjar på K' }),
  ).toBeVisible();
  await expect(page.getByText(shown(lactationK, lactationK))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kodein' })).toHaveAttribute(
    'href',
    '/amning/lact-kodein',
  );
  await expect(letters.getByText('Q, inga texter')).toBeAttached();
  await expectNoAxeViolations(page);

  const classes = page.getByRole('navigation', { name: 'Klassificering' });
  await classes.getByRole('link', { name: /^Klass 3:/ }).click();
  await expect(page).toHaveURL(/\/content\/lactation\/classification\/3$/);
  const badges = page.locator('.index-list .classification-badge');
  await expect(badges.first()).toBeVisible();
  expect(new Set(await badges.allTextContents())).toEqual(new Set(['3']));
  await expectNoAxeViolations(page);

  // The tabs lead to the other indexes; the end of the list coming into view loads more.
  await page
    .getByRole('navigation', { name: 'Register per källa' })
    .getByRole('link', { name: 'Genus' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register: Genus' })).toBeVisible();
  await expect(page.getByText(shown(PAGE, genus))).toBeVisible();
  await page.locator('.index-list li').last().scrollIntoViewIfNeeded();
  await expect(page.getByText(shown(2 * PAGE, genus))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the English index of sex and gender documents', async ({ page }) => {
  await page.goto('/en/content/sexandgender/classification/C!');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Index: Sex and gender' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Digoxin' })).toHaveAttribute(
    'href',
    '/en/sexandgender/gender-digoxin',
  );
  await expectNoAxeViolations(page);
  await page.goto('/content/lactation/nope');
  await expect(page.getByText('Sidan du frågade efter finns inte.')).toBeVisible();
});
