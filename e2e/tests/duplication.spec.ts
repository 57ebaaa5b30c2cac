import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const ALVEDON = '99000000000001';
const PANODIL = '99000000000010';
const WARAN = '99000000000003';
const ELIQUIS = '99000000000034';
const WARFARIN = 'IDDEMOWARFARIN';

// Alvedon + Panodil + Waran + warfarin once said nothing of the two duplications (ADR 36).
const ISSUE_LIST = `nplIds=${ALVEDON}&nplIds=${PANODIL}&nplIds=${WARAN}&nslIds=${WARFARIN}`;

/** Whether `first` comes before `second` in the document. */
async function comesBefore(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle();
  return first.evaluate(
    (a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
    other,
  );
}

test('the issue’s list shows both duplications first, above the pairs, in the tab and its print (axe)', async ({
  page,
  context,
}) => {
  await page.goto(`/interaktioner?${ISSUE_LIST}`);

  const duplications = page.getByRole('list', { name: 'Dubbelförskrivningar' });
  const items = duplications.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole('heading', { level: 3 })).toHaveText(
    'Dubbelförskrivning Samma substans: paracetamol',
  );
  await expect(
    items
      .nth(0)
      .getByText(
        'Alvedon 500 mg tablett och Panodil 500 mg filmdragerad tablett innehåller båda paracetamol.',
      ),
  ).toBeVisible();
  await expect(items.nth(1).getByRole('heading', { level: 3 })).toHaveText(
    'Dubbelförskrivning Samma substans: warfarin',
  );
  await expect(
    items
      .nth(1)
      .getByText(
        'Waran 2,5 mg tablett innehåller warfarin, som också finns med som substans i listan.',
      ),
  ).toBeVisible();
  await expect(items.nth(0).getByText('Rekommendation')).toBeVisible();

  // First on the tab: above the pairs, which are still all there.
  const pairs = page.getByRole('list', { name: 'Interaktioner' });
  await expect(pairs.getByRole('listitem').first()).toBeVisible();
  expect(await comesBefore(duplications, pairs)).toBe(true);
  // The tab keeps the pairs' grade and says that a duplication comes first.
  const tab = page.getByRole('navigation', { name: 'Källor' }).getByRole('link', {
    name: /^Interaktioner/,
  });
  await expect(tab).toHaveAccessibleDescription(/dubbelförskrivning/);
  await expectNoAxeViolations(page);

  const [print] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /^Skriv ut \(/ }).click(),
  ]);
  await expect(print).toHaveURL(/\/interaktioner\/utskrift\?/);
  const printed = print.getByRole('list', { name: 'Dubbelförskrivningar' });
  await expect(printed.getByRole('listitem')).toHaveCount(2);
  await expect(print.getByRole('table', { name: 'Dubbelförskrivning visas först' })).toBeVisible();
  const printedPairs = print.getByRole('list', { name: 'Interaktioner' });
  await expect(printedPairs.getByRole('listitem').first()).toBeVisible();
  expect(await comesBefore(printed, printedPairs)).toBe(true);
  await expectNoAxeViolations(print);
});

test('two anticoagulants give a class duplication with its own texts (axe)', async ({ page }) => {
  await page.goto(`/interaktioner?nplIds=${WARAN}&nplIds=${ELIQUIS}`);

  const item = page.getByRole('list', { name: 'Dubbelförskrivningar' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { level: 3 })).toHaveText(
    'Dubbelförskrivning Samma läkemedelsgrupp: antikoagulantia',
  );
  await expect(
    item.getByText(
      'Waran 2,5 mg tablett (warfarin) och Eliquis 5 mg filmdragerad tablett (apixaban) hör båda till gruppen antikoagulantia.',
    ),
  ).toBeVisible();
  await expect(item.getByText(/^Två antikoagulantia samtidigt/)).toBeVisible();
  await expectNoAxeViolations(page);
});
