import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DATABASE_FILE, E2E_USERS } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';

const DORA = E2E_USERS.sessionTabs;
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Demo products: Haldol injection and Cipramil (QT prolongation level III), and Waran.
const LIST = 'nplIds=99000000000110&nplIds=99000000000098&nplIds=99000000000003';
const GUARDED_REASON =
  'Sidan du öppnade kräver inloggning. Logga in med ditt Medkompass-konto, så kommer du tillbaka till den.';

function riskprofileTab(page: Page) {
  return page
    .getByRole('navigation', { name: 'Källor' })
    .getByRole('listitem')
    .filter({ hasText: 'Riskprofil' })
    .first();
}

function qtRow(page: Page) {
  return page
    .getByRole('list', { name: 'Riskegenskaper' })
    .getByRole('listitem', { name: /QT-förlängning/ });
}

async function logInInDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await dialog.getByLabel('E-postadress').fill(DORA.email);
  await dialog.getByLabel('Lösenord').fill(DORA.password);
  await dialog.getByRole('button', { name: 'Logga in' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Opens `url` and waits until the page has settled its session past the other tabs' answer: the
 * network check comes after it (an anonymous page always asks the network last).
 */
async function openSettled(page: Page, url: string): Promise<void> {
  const networkCheck = page.waitForResponse((response) =>
    response.url().endsWith('/api/auth/network'),
  );
  await page.goto(url);
  await networkCheck;
}

/** A record system's `t`: a client made with the operators' CLI, then its token from the API. */
async function integrationToken(request: APIRequestContext): Promise<string> {
  const clientId = `journal-${String(Date.now())}`;
  const output = execFileSync(
    process.execPath,
    [
      path.join(repo, 'apps/server/src/cli/users-cli.ts'),
      'create-client',
      clientId,
      '--name',
      'Journalen',
      '--sources',
      'riskprofile',
    ],
    { env: { ...process.env, DATABASE_URL: `sqlite:${DATABASE_FILE}` }, encoding: 'utf8' },
  );
  const clientSecret = /Hemlighet \(visas bara nu\): (\S+)/.exec(output)?.[1];
  expect(clientSecret).toBeDefined();
  const response = await request.post('/api/auth/integration-token', {
    data: { clientId, clientSecret },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('a new tab takes over the session of an open tab, and a logout in one ends it in all', async ({
  page,
  context,
}) => {
  await page.goto(`/?${LIST}`);
  await page.getByRole('banner').getByRole('button', { name: 'Logga in' }).click();
  await logInInDialog(page);
  await expect(page.getByRole('banner').getByText('Inloggad som Dora Falk')).toBeVisible();
  await page.goto(`/riskprofil?${LIST}`);
  await expect(qtRow(page)).toHaveAttribute('data-level', 'III');

  // A new tab of the same browser opens the guarded page straight away, logged in.
  const second = await context.newPage();
  await second.goto(`/riskprofil?${LIST}`);
  await expect(qtRow(second)).toHaveAttribute('data-level', 'III');
  await expect(second).toHaveURL(new RegExp(`/riskprofil\\?${LIST}$`));
  await expect(second.getByRole('banner').getByText('Inloggad som Dora Falk')).toBeVisible();
  await expect(second.getByRole('dialog')).toHaveCount(0);
  // Its own copy, in its own sessionStorage: nothing outlives the browser.
  expect(await second.evaluate(() => window.localStorage.length)).toBe(0);
  expect(
    await second.evaluate(() => window.sessionStorage.getItem('medkompass.session')),
  ).toContain('"scope":"user"');
  await expectNoAxeViolations(second);

  // A logout in the new tab ends the session in the first, which leaves its guarded page for
  // the start, as after a logout there, without the dialog.
  await second.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(second.getByRole('banner').getByRole('button', { name: 'Logga in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logga in' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/\\?${LIST}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('medkompass.session'))).toBeNull();
  await expectNoAxeViolations(page);
});

test('a new tab where no session can be had asks for the login, saying why, and comes back', async ({
  page,
}) => {
  await page.goto(`/riskprofil?${LIST}`);
  const dialog = page.getByRole('dialog', { name: 'Logga in' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(GUARDED_REASON);
  await expect(dialog.getByText(GUARDED_REASON)).toBeVisible();
  await expectNoAxeViolations(page);

  await logInInDialog(page);
  await expect(page).toHaveURL(new RegExp(`/riskprofil\\?${LIST}$`));
  await expect(qtRow(page)).toHaveAttribute('data-level', 'III');
});

test('a record system’s window neither hands over its session nor takes one over', async ({
  page,
  context,
  request,
}) => {
  const t = await integrationToken(request);
  // The record system's window: its client may see riskprofile.
  await page.goto(`/interaktioner?jmi=true&t=${t}&${LIST}`);
  const recordTab = riskprofileTab(page).getByRole('link', { name: /^Riskprofil/ });
  await expect(recordTab).toBeVisible();
  await expect(recordTab).not.toHaveAccessibleDescription(/Kräver inloggning/);

  // A new tab gets nothing from it: the guarded page asks for a login.
  const personal = await context.newPage();
  await personal.goto(`/riskprofil?${LIST}`);
  await expect(personal.getByRole('dialog', { name: 'Logga in' })).toBeVisible();
  await logInInDialog(personal);
  await expect(qtRow(personal)).toHaveAttribute('data-level', 'III');

  // Another record window takes nothing from the person's tab.
  const otherRecord = await context.newPage();
  await openSettled(otherRecord, `/interaktioner?jmi=true&${LIST}`);
  await expect(
    riskprofileTab(otherRecord).getByRole('link', { name: /^Riskprofil/ }),
  ).toHaveAccessibleDescription(/^Kräver inloggning\./);
  expect(
    await otherRecord.evaluate(() => window.sessionStorage.getItem('medkompass.session')),
  ).toBeNull();
  await expectNoAxeViolations(otherRecord);

  // The person's logout leaves the record system's session alone.
  await personal.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(
    personal.getByRole('banner').getByRole('button', { name: 'Logga in' }),
  ).toBeVisible();
  await expect(recordTab).not.toHaveAccessibleDescription(/Kräver inloggning/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('medkompass.session'))).toContain(
    '"scope":"integration"',
  );
});
