import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import {
  REQUIRED_FEEDBACK,
  validateMeasure,
} from '@medkompass/clinical/clinical-input-validation.ts';
import { RENAL_X_TOOLTIPS } from '@medkompass/clinical/renal-assessment.ts';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NOW = new Date('2026-11-22T09:00:00Z');
/** The birth year that makes a patient `age` today, as the specification counts age. */
const bornFor = (age: number) => swedishToday(NOW).getUTCFullYear() - age;
/** The page is a lazy route: on a busy machine its first render may take more than a second. */
const SLOW = { timeout: 5000 };
const reasonOf = (result: { ok: boolean; reason?: string }) => result.reason;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const field = (name: string) => screen.getByRole('textbox', { name });
const urlOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('the renal patient form', () => {
  it('asks for birth year first, then gender, and opens the other fields after both', async () => {
    const { user } = renderApp(`/njurfunktion?nslIds=${IDS.ibuprofen}`);
    const birthYear = await screen.findByRole('textbox', { name: 'Födelseår' }, SLOW);
    const woman = screen.getByRole('radio', { name: 'Kvinna' });
    // Birth year comes before gender in the reading and tab order.
    expect(
      birthYear.compareDocumentPosition(woman) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(birthYear).toHaveAttribute('aria-invalid', 'true');
    expect(birthYear).toHaveAccessibleDescription(REQUIRED_FEEDBACK);
    const closed = [
      'P-kreatinin (µmol/L)',
      'Vikt (kg)',
      'Längd (cm)',
      'Uppmätt GFR, absolut (mL/min)',
    ];
    for (const name of closed) expect(field(name)).toBeDisabled();

    await user.type(birthYear, String(bornFor(70)));
    expect(birthYear).not.toHaveAttribute('aria-invalid');
    expect(field('Vikt (kg)')).toBeDisabled();
    await user.click(woman);
    for (const name of closed) expect(field(name)).toBeEnabled();
  });

  it('can be filled in with the keyboard alone', async () => {
    const { user, router } = renderApp(`/njurfunktion?nslIds=${IDS.ibuprofen}`);
    const birthYear = await screen.findByRole('textbox', { name: 'Födelseår' }, SLOW);
    birthYear.focus();
    await user.keyboard(String(bornFor(70)));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Kvinna' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Kvinna' })).toBeChecked();
    await user.tab();
    expect(field('P-kreatinin (µmol/L)')).toHaveFocus();
    await user.keyboard('95');
    await waitFor(() => {
      expect(urlOf(router).get('krea')).toBe('95');
    });
    expect(urlOf(router).get('gender')).toBe('f');
    expect(urlOf(router).get('birthYear')).toBe(String(bornFor(70)));
  });

  it('says the allowed range for a bad number, accepts a decimal comma and ignores what is invalid', async () => {
    const { user } = renderApp(
      `/njurfunktion?nslIds=${IDS.ibuprofen}&birthYear=${bornFor(70)}&gender=m`,
    );
    const creatinine = await screen.findByRole('textbox', { name: 'P-kreatinin (µmol/L)' }, SLOW);
    await user.type(creatinine, '2001');
    expect(creatinine).toHaveAttribute('aria-invalid', 'true');
    expect(creatinine).toHaveAccessibleDescription(
      reasonOf(validateMeasure('creatinine', '2001')) ?? '',
    );
    // Not used, and said to be out of range with the range, never as missing.
    const results = screen.getByRole('region', { name: 'Skattad njurfunktion' });
    expect(within(results).getByText(RENAL_X_TOOLTIPS.creatinineOutOfRange)).toBeVisible();
    expect(RENAL_X_TOOLTIPS.creatinineOutOfRange).toContain('30–2000 µmol/L');
    expect(within(results).queryByText(RENAL_X_TOOLTIPS.creatinineMissing)).toBeNull();

    await user.clear(creatinine);
    await user.type(creatinine, '88,42');
    expect(creatinine).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByRole('row', { name: /^Relativt eGFR \(kreatinin\)/ })).toBeVisible();
  });

  it('fills in a record system’s patient, which the user can still correct', async () => {
    const { user, router } = renderApp(
      `/njurfunktion?jmi=true&nslIds=${IDS.ibuprofen}&age=62&gender=F&weight=45&height=156` +
        '&krea=63&kreadate=261120&weightdate=261001',
    );
    const birthYear = await screen.findByRole('textbox', { name: 'Födelseår' }, SLOW);
    expect(birthYear).toHaveValue(String(bornFor(62)));
    expect(screen.getByRole('radio', { name: 'Kvinna' })).toBeChecked();
    expect(field('P-kreatinin (µmol/L)')).toHaveValue('63');
    expect(field('Provdatum för kreatinin')).toHaveValue('2026-11-20');
    expect(field('Vikt (kg)')).toHaveAccessibleDescription('Från journalen, uppmätt 2026-10-01.');
    // An interval is suggested from the patient data at once (§4, integrated mode).
    expect(screen.getByRole('radiogroup', { name: /^eGFR-intervall/ })).toBeVisible();
    expect(
      within(screen.getByRole('radiogroup', { name: /^eGFR-intervall/ }))
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(true);

    await user.clear(field('Vikt (kg)'));
    await user.type(field('Vikt (kg)'), '47');
    await waitFor(() => {
      expect(urlOf(router).get('weight')).toBe('47');
    });
    // The record's measuring date described the old weight.
    expect(urlOf(router).has('weightdate')).toBe(false);
    expect(field('Vikt (kg)')).not.toHaveAccessibleDescription(/journalen/);
    await user.clear(birthYear);
    await user.type(birthYear, String(bornFor(63)));
    await waitFor(() => {
      expect(urlOf(router).get('birthYear')).toBe(String(bornFor(63)));
    });
    expect(urlOf(router).has('age')).toBe(false);
  });

  it('resets every field when the search is cleared', async () => {
    const { user, router } = renderApp(
      `/njurfunktion?nslIds=${IDS.ibuprofen}&birthYear=${bornFor(62)}&gender=f&krea=63&weight=45&height=156`,
    );
    expect(await screen.findByRole('textbox', { name: 'Födelseår' }, SLOW)).toHaveValue(
      String(bornFor(62)),
    );
    await user.click(await screen.findByRole('button', { name: /^Ta bort/ }));

    await waitFor(() => {
      expect(field('Födelseår')).toHaveValue('');
    });
    expect(field('Födelseår')).toHaveAccessibleDescription(REQUIRED_FEEDBACK);
    expect(screen.getByRole('radio', { name: 'Kvinna' })).not.toBeChecked();
    expect(field('P-kreatinin (µmol/L)')).toHaveValue('');
    expect(field('P-kreatinin (µmol/L)')).toBeDisabled();
    expect([...urlOf(router).keys()]).toEqual([]);
  });
});
