import { expect, test } from '@playwright/test';

// The strict CSP (script-src 'self', no eval) must hold without one violation on the pages a
// clinician uses most: nothing of ours may try eval (Zod's JIT once did, on every page).
test('the assessment pages run under the CSP without a single violation', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Reflect.set(window, '__cspViolations', violations);
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) console.push(message.text());
  });
  for (const url of [
    '/interaktioner?nplIds=99000000000002,99000000000003',
    '/njurfunktion?nslIds=IDDEMOMETFORMIN&birthYear=1950&gender=m&krea=140',
    '/riskprofil?nslIds=IDDEMOWARFARIN',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(
      await page.evaluate(() => Reflect.get(window, '__cspViolations') as string[]),
      url,
    ).toEqual([]);
  }
  expect(console).toEqual([]);
});
