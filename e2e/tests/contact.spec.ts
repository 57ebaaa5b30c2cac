import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { CONTACT_TO, DATABASE_FILE } from '../support/e2e-settings.ts';
import { expectNoAxeViolations } from './axe.ts';
import { mailTextsTo } from './mailbox.ts';

const run = promisify(execFile);
const CONTACT_CLI = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/cli/contact-cli.ts',
);

test('a message sent with the keyboard and the real ALTCHA widget is stored and mailed', async ({
  page,
}) => {
  const marker = `e2e-${Date.now().toString(36)}`;
  await page.goto('/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Skicka' });
  await expect(send).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Jag är inte en robot' })).toBeVisible();
  await expectNoAxeViolations(page);

  // From the link before the first field on, only the keyboard.
  await page.getByRole('link', { name: 'Så behandlar vi dina personuppgifter' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Vad gäller frågan/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Allmänt' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Vad gäller frågan/ })).toContainText(
    'Interaktioner',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.type('sjuk');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Jag är/ })).toContainText('sjuksköterska');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Åsa');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Öberg');
  await page.keyboard.press('Tab');
  await page.keyboard.type('asa');
  await page.keyboard.press('Tab');
  // Left invalid: the rule's reason shows at the field.
  await expect(page.getByRole('textbox', { name: /^E-post/ })).toHaveAccessibleDescription(
    'Ange en giltig e-postadress',
  );
  await page.keyboard.press('Shift+Tab');
  // Tabbing into a field selects its text; End keeps what is there.
  await page.keyboard.press('End');
  await page.keyboard.type('.oberg@region-e2e.se');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Hur ska C3 för warfarin och paracetamol tolkas? ${marker}`);
  await expect(send).toBeDisabled();

  // The real widget: the challenge comes from our server and is solved in a worker.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Jag är inte en robot' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Verifierad')).toBeVisible({ timeout: 15_000 });
  await expect(send).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(send).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Tack! Ditt meddelande är skickat.')).toBeVisible();
  // Specification §4: message and domain reset, the captcha must be solved again.
  await expect(page.getByRole('textbox', { name: /^Meddelande/ })).toHaveValue('');
  await expect(page.getByRole('button', { name: /Vad gäller frågan/ })).toContainText('Allmänt');
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page);

  // Stored: the operator's CLI lists it from the server's database.
  const listed = await run(process.execPath, [CONTACT_CLI, 'list', '--limit', '5'], {
    env: { ...process.env, DATABASE_URL: `sqlite:${DATABASE_FILE}` },
  });
  expect(listed.stdout).toContain('Från: Åsa Öberg <asa.oberg@region-e2e.se>, sjuksköterska');
  expect(listed.stdout).toContain(marker);

  // Mailed: the server's outbox delivered it to the e2e SMTP server (support/web-server.ts).
  await expect
    .poll(() => mailTextsTo(CONTACT_TO).find((mail) => mail.includes(marker)), { timeout: 15_000 })
    .toBeDefined();
  const mail = mailTextsTo(CONTACT_TO).find((m) => m.includes(marker)) ?? '';
  expect(mail).toContain(`To: ${CONTACT_TO}`);
  expect(mail).toContain('Reply-To: asa.oberg@region-e2e.se');
  expect(mail).toContain('Gäller: Interaktioner');
});

test('the English contact page is in English', async ({ page }) => {
  await page.goto('/en/kontakt');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectNoAxeViolations(page);
});
