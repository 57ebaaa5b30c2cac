import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

const IBUPROFEN = 'IDDEMOIBUPROFEN';
const METFORMIN = 'IDDEMOMETFORMIN';

/** Today's date in Sweden, where the app counts ages and sample ages. */
function swedishToday(): { year: number; yymmdd: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    yymmdd: `${String(parts.year).slice(2)}${String(parts.month)}${String(parts.day)}`,
  };
}

/** The specification counts age as this year minus the birth year. */
const bornFor = (age: number) => String(swedishToday().year - age);

/** A react-aria radio is chosen the way a user does it: on its label. */
async function choose(page: Page, name: string | RegExp, scope = page.locator('body')) {
  await scope.getByRole('radio', { name }).locator('xpath=ancestor::label').click();
}

function results(page: Page) {
  return page.getByRole('region', { name: 'Skattad njurfunktion' });
}

function row(page: Page, name: RegExp) {
  return results(page).getByRole('row', { name });
}

test('the published LM-rev worked examples, typed into the form, give the published values', async ({
  page,
}) => {
  await page.goto(`/njurfunktion?nslIds=${IBUPROFEN}`);
  const birthYear = page.getByRole('textbox', { name: 'Födelseår' });
  await expect(birthYear).toHaveAccessibleDescription('*Obligatoriskt');
  const creatinine = page.getByRole('textbox', { name: 'P-kreatinin (µmol/L)' });
  await expect(creatinine).toBeDisabled();

  // Man, 40 years, creatinine 88.42 µmol/L → 84 mL/min/1.73 m².
  await birthYear.fill(bornFor(40));
  await choose(page, 'Man');
  await expect(creatinine).toBeEnabled();
  await creatinine.fill('88,42');
  await expect(row(page, /^Relativt eGFR \(kreatinin\)/)).toContainText('84 mL/min/1,73 m²');

  // With 80 kg and 180 cm → absolute 97 mL/min.
  await page.getByRole('textbox', { name: 'Vikt (kg)' }).fill('80');
  await page.getByRole('textbox', { name: 'Längd (cm)' }).fill('180');
  await expect(row(page, /^Absolut eGFR \(kreatinin\)/)).toContainText('97 mL/min');
  await expect(row(page, /^Absolut eGFR \(kreatinin\)/)).toContainText('(föreslås)');

  // Woman, 62 years, 45 kg, 156 cm.
  await birthYear.fill(bornFor(62));
  await choose(page, 'Kvinna');
  await page.getByRole('textbox', { name: 'Vikt (kg)' }).fill('45');
  await page.getByRole('textbox', { name: 'Längd (cm)' }).fill('156');
  for (const [value, absolute] of [
    ['63', '65'],
    ['54', '73'],
    ['60', '67'],
    ['52', '74'],
  ] as const) {
    await creatinine.fill(value);
    await expect(row(page, /^Absolut eGFR \(kreatinin\)/)).toContainText(`${absolute} mL/min`);
  }

  // Warnings are shown (BMI below 20); the page has no axe violations, the calculation open too.
  await expect(
    page.getByRole('list', { name: 'Varningar och information om skattningen' }),
  ).toContainText('BMI under 20');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Så räknade vi' }).click();
  await expect(page.getByRole('group', { name: 'Så räknade vi' })).toContainText('LM-rev');
  await expectNoAxeViolations(page);
});

test('an integrated URL fills in the form and selects its interval; the tab agrees', async ({
  page,
}) => {
  const { yymmdd } = swedishToday();
  await page.goto(
    `/njurfunktion?jmi=true&nslIds=${IBUPROFEN}&nslIds=${METFORMIN}&age=62&gender=f` +
      `&weight=45&height=156&krea=63&kreadate=${yymmdd}`,
  );
  await expect(page.getByRole('textbox', { name: 'Födelseår' })).toHaveValue(bornFor(62));
  await expect(page.getByRole('radio', { name: 'Kvinna' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'P-kreatinin (µmol/L)' })).toHaveValue('63');
  await expect(page.getByRole('textbox', { name: 'P-kreatinin (µmol/L)' })).toBeEditable();
  await expect(row(page, /^Absolut eGFR \(kreatinin\)/)).toContainText('65 mL/min');

  const intervals = page.getByRole('radiogroup', { name: /^eGFR-intervall/ });
  await expect(intervals.getByRole('radio', { name: /^60–89/ })).toBeChecked();
  await expect(
    page.getByRole('heading', { name: 'Rekommendationer vid eGFR 60–89 mL/min' }),
  ).toBeVisible();
  const tab = page
    .getByRole('navigation', { name: 'Källor' })
    .getByRole('link', { name: /^Njurfunktion/ });
  const highest = page.locator('.renal-advice__highest .classification-badge');
  await expect(tab).toHaveAccessibleName(`Njurfunktion ${(await highest.textContent()) ?? ''}`);

  // Another interval can be chosen; clicking the tab goes back to the suggested one.
  await choose(page, /^15–29/, intervals);
  await expect(
    page.getByRole('heading', { name: 'Rekommendationer vid eGFR 15–29 mL/min' }),
  ).toBeVisible();
  await expect(tab).toHaveAccessibleName('Njurfunktion D');
  await tab.click();
  await expect(intervals.getByRole('radio', { name: /^60–89/ })).toBeChecked();
  await expectNoAxeViolations(page);
});

test('disagreeing estimates suggest the lower band: D and a red border stay, with a warning (the example of the clinical audit)', async ({
  page,
}) => {
  // A man of 80 with creatinine 300 µmol/L (LM-rev 15.5, band 15–29) and a cystatin C eGFR of 45
  // (band 30–59): 190 % apart, so no mean. Without the cystatin C value metformin is D; adding it
  // must not hide that.
  await page.goto(
    `/njurfunktion?nslIds=${METFORMIN}&birthYear=${bornFor(80)}&gender=m&krea=300&cyscegfr=45`,
  );
  const intervals = page.getByRole('radiogroup', { name: /^eGFR-intervall/ });
  await expect(intervals.getByRole('radio', { name: /^15–29/ })).toBeChecked();
  await expect(
    page.getByRole('heading', { name: /^Rekommendationer vid eGFR 15–29/ }),
  ).toBeVisible();
  await expect(page.locator('.renal-advice__highest .classification-badge')).toHaveText('D');
  await expect(page.getByText('Ska inte användas.')).toBeVisible();

  const warnings = page.getByRole('list', { name: 'Varningar och information om skattningen' });
  const dv18 = warnings.getByText(/Kreatininbaserat eGFR 16 mL\/min\/1,73 m² \(intervall 15–29\)/);
  await expect(dv18).toBeVisible();
  await expect(dv18).toContainText('cystatin C-baserat eGFR 45 mL/min/1,73 m² (intervall 30–59)');
  await expect(dv18).toContainText('skiljer sig åt med mer än 30 %');
  await expect(dv18).toContainText('iohexolclearance');

  const tab = page
    .getByRole('navigation', { name: 'Källor' })
    .getByRole('link', { name: /^Njurfunktion/ });
  await expect(tab).toHaveAccessibleName('Njurfunktion D');
  await expect(tab).toHaveClass(/source-tab--border-red/);
  await expect(tab).toHaveAccessibleDescription(/Minst ett läkemedel har klass D\./);
  await expectNoAxeViolations(page);

  // The prescriber can still choose the other band.
  await choose(page, /^30–59/, intervals);
  await expect(
    page.getByRole('heading', { name: /^Rekommendationer vid eGFR 30–59/ }),
  ).toBeVisible();
  await expect(tab).toHaveAccessibleName('Njurfunktion C');
});

test('an out-of-range creatinine is named with its range, never as missing', async ({ page }) => {
  await page.goto(`/njurfunktion?nslIds=${METFORMIN}&birthYear=${bornFor(70)}&gender=f&krea=2500`);
  const creatinine = page.getByRole('textbox', { name: 'P-kreatinin (µmol/L)' });
  await expect(creatinine).toHaveValue('2500');
  await expect(creatinine).toHaveAttribute('aria-invalid', 'true');
  await expect(creatinine).toHaveAccessibleDescription(/30 och 2000 µmol\/L/);
  await expect(results(page)).toContainText(
    'Kreatininvärdet ligger utanför det tillåtna intervallet 30–2000 µmol/L och används inte.',
  );
  await expect(results(page)).not.toContainText('Kreatininvärde saknas.');
  const tab = page
    .getByRole('navigation', { name: 'Källor' })
    .getByRole('link', { name: /^Njurfunktion/ });
  await expect(tab).toHaveAccessibleDescription(/utanför det tillåtna intervallet 30–2000 µmol\/L/);
});
