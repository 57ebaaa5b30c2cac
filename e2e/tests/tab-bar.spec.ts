import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

const CILLA = E2E_USERS.riskprofile;
// Alvedon, Ipren, Waran and metformin: every tab has something to show, some a '?'.
const LIST =
  'nplIds=99000000000001&nplIds=99000000000002&nplIds=99000000000003&nslIds=IDDEMOMETFORMIN';

function tabBar(page: Page) {
  return page.getByRole('navigation', { name: 'Källor' });
}

function tab(page: Page, name: string) {
  return tabBar(page).getByRole('link', { name: new RegExp(`^${name}`) });
}

/** The top edge of each of the six tab items, in pixels. */
async function itemTops(page: Page): Promise<number[]> {
  const items = tabBar(page).getByRole('listitem');
  await expect(items).toHaveCount(6);
  return Promise.all(
    (await items.all()).map(async (item) => Math.round((await item.boundingBox())?.y ?? -1)),
  );
}

async function logIn(page: Page) {
  await page.goto(`/riskprofil?${LIST}`);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('E-postadress').fill(CILLA.email);
  await dialog.getByLabel('Lösenord').fill(CILLA.password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog).toBeHidden();
}

test('at 1024 px a logged-in user sees all six tabs on one row; the selected one is unmistakable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await logIn(page);
  await page.goto(`/interaktioner?${LIST}&birthYear=1946&gender=m&krea=300`);
  await expect(tab(page, 'Riskprofil').getByText('III', { exact: true })).toBeVisible();
  await expect(tab(page, 'Njurfunktion').getByText('D', { exact: true })).toBeVisible();
  const tops = await itemTops(page);
  expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);

  // The selected tab is framed and bold; the others are neither.
  const selected = tab(page, 'Interaktioner');
  await expect(selected).toHaveAttribute('aria-current', 'page');
  await expect(selected).toHaveCSS('font-weight', '700');
  await expect(tab(page, 'Genus')).toHaveCSS('font-weight', '400');
  // The renal risk is carried by its badge: no ring around the tab that could read as focus.
  await expect(tab(page, 'Njurfunktion')).toHaveCSS('box-shadow', 'none');
  await expect(tab(page, 'Njurfunktion').getByText('D', { exact: true })).not.toHaveCSS(
    'box-shadow',
    'none',
  );
  await expectNoAxeViolations(page);
});

test('on a phone the tabs are one strip and the results start within a screen of the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/njurfunktion?${LIST}`);
  await expect(tab(page, 'Njurfunktion')).toHaveAttribute('aria-current', 'page');
  const tops = await itemTops(page);
  expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
  // The selected tab is scrolled into view in the strip (it is third, past the screen's edge
  // unscrolled).
  await expect
    .poll(async () => {
      const box = await tab(page, 'Njurfunktion').boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 375;
    })
    .toBe(true);

  await page.goto(`/interaktioner?${LIST}`);
  const list = page.locator('.search-tags');
  const heading = page.getByRole('heading', { name: 'Interaktioner', level: 2 });
  await expect(heading).toBeVisible();
  const listBottom =
    ((await list.boundingBox())?.y ?? 0) + ((await list.boundingBox())?.height ?? 0);
  const headingTop = (await heading.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(headingTop - listBottom).toBeLessThan(667);
  await expectNoAxeViolations(page);
});

/** The arrow at an edge of the tab strip (aria-hidden: the tabs themselves are in the strip). */
function stripEdge(page: Page, side: 'start' | 'end') {
  return tabBar(page).locator(`.source-tabs__edge--${side}`);
}

test('on a phone an arrow at each edge of the strip says more tabs lie beyond, red-dotted when one has a red mark', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`/interaktioner?${LIST}`);
  await expect(tab(page, 'Fosterpåverkan').getByText('3', { exact: true })).toBeAttached();
  // Fosterpåverkan's red 3 lies beyond the end of the strip: the end's arrow carries the dot.
  await expect(stripEdge(page, 'end')).toBeVisible();
  await expect(stripEdge(page, 'end')).toHaveAttribute('data-attention', 'true');
  await expect(stripEdge(page, 'start')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The arrow scrolls the strip; at its end the last tab is in view and the arrow is gone, and
  // the start's arrow stands for Interaktioner's red D.
  for (let press = 0; press < 6 && (await stripEdge(page, 'end').count()) > 0; press++) {
    await stripEdge(page, 'end').click();
    await page.waitForTimeout(400);
  }
  await expect(stripEdge(page, 'end')).toHaveCount(0);
  const genus = await tab(page, 'Genus').boundingBox();
  expect(genus !== null && genus.x + genus.width <= 375).toBe(true);
  await expect(stripEdge(page, 'start')).toHaveAttribute('data-attention', 'true');

  // Nothing red beyond the edge: an arrow without the dot.
  await page.goto('/interaktioner?nplIds=99000000000001');
  await expect(tab(page, 'Genus').getByText('A', { exact: true })).toBeAttached();
  await expect(stripEdge(page, 'end')).toBeVisible();
  await expect(stripEdge(page, 'end')).not.toHaveAttribute('data-attention', 'true');

  // A call that failed beyond the edge is marked as well: it was not checked.
  await page.route('**/api/interaction/dataByNslIds?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Internt serverfel.' } }),
    }),
  );
  await page.goto('/genus?nplIds=99000000000001');
  await expect(tab(page, 'Interaktioner').getByText('!', { exact: true })).toBeAttached();
  await expect(stripEdge(page, 'start')).toHaveAttribute('data-attention', 'true');
  await expectNoAxeViolations(page);

  // With an empty list no tab has a mark to miss: the start page shows no arrow and loads none.
  await page.unroute('**/api/interaction/dataByNslIds?**');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(tab(page, 'Genus')).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(tabBar(page).locator('.source-tabs__edge')).toHaveCount(0);
  expect(scripts.filter((url) => url.includes('tab-strip-edges'))).toEqual([]);

  // Where the six fit, there is no arrow.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/interaktioner?${LIST}`);
  await expect(tab(page, 'Fosterpåverkan').getByText('3', { exact: true })).toBeVisible();
  await expect(tabBar(page).locator('.source-tabs__edge')).toHaveCount(0);
});

test('on a narrow phone the selected tab lies between the arrows, not under one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/njurfunktion?${LIST}`);
  await expect(tab(page, 'Njurfunktion')).toHaveAttribute('aria-current', 'page');
  await expect(stripEdge(page, 'start')).toBeVisible();
  // Njurfunktion is third: it snapped under the start arrow, its first letters hidden.
  await expect
    .poll(async () => {
      const selected = await tab(page, 'Njurfunktion').boundingBox();
      const start = await stripEdge(page, 'start').boundingBox();
      const end =
        (await stripEdge(page, 'end').count()) > 0
          ? await stripEdge(page, 'end').boundingBox()
          : null;
      if (selected === null || start === null) return 'not laid out';
      const clearOfStart = selected.x >= start.x + start.width - 1;
      const clearOfEnd = end === null || selected.x + selected.width <= end.x + 1;
      return clearOfStart && clearOfEnd
        ? 'clear'
        : `tab ${selected.x}-${selected.x + selected.width}, start arrow to ${start.x + start.width}`;
    })
    .toBe('clear');
});

test('a failed assessment call marks its tab with "!", while the other tabs keep their badges', async ({
  page,
}) => {
  await page.route('**/api/interaction/dataByNslIds?**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message: 'Internt serverfel.' } }),
    }),
  );
  await page.goto(`/fosterpaverkan?${LIST}`);
  const interactions = tab(page, 'Interaktioner');
  await expect(interactions.getByText('!', { exact: true })).toBeVisible();
  await expect(interactions).toHaveAccessibleDescription(/Bedömningen kunde inte hämtas\./);
  await expect(tab(page, 'Fosterpåverkan').getByText('3', { exact: true })).toBeVisible();

  // Its panel says so and offers a retry.
  await interactions.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Interaktionerna kunde inte hämtas.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  await expectNoAxeViolations(page);
});
