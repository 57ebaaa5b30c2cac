import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import { isWomanOfFertileAge } from '@medkompass/clinical/clinical-input-validation.ts';
import {
  ageFromBirthYear,
  estimateEgfr,
  scaleOfLabel,
} from '@medkompass/clinical/egfr-estimates.ts';
import {
  kidneyFunctionInputOf,
  parseIntegratedUrl,
} from '@medkompass/clinical/integrated-mode-url.ts';
import { RENAL_X_TOOLTIPS, renalXReason } from '@medkompass/clinical/renal-assessment.ts';
import { EGFR_UNITS, egfrDisplayText, renalBand } from '@medkompass/clinical/renal-bands.ts';
import { FIXTURE_BUNDLE, IDS } from '../../../test/fixture-kb.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NOW = new Date('2026-11-22T09:00:00Z');
const bornFor = (age: number) => swedishToday(NOW).getUTCFullYear() - age;
/** An id of the shape of an nplId that the fixture knowledge base does not hold. */
const UNKNOWN_PRODUCT = '99000000000099';
/** The LM-rev worked example: a woman of 62, 45 kg, 156 cm, creatinine 63. */
const WOMAN_62 = `birthYear=${bornFor(62)}&gender=f&weight=45&height=156&krea=63`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The page is a lazy route: on a busy machine its first render may take more than a second. */
const SLOW = { timeout: 5000 };

/** The summary's terms and their values. */
function valuesOf(region: HTMLElement): Record<string, string | null | undefined> {
  const terms = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent, values[index]?.textContent]),
  );
}

/** Waits for the summary to say `expected` (the drugs' names are looked up first). */
async function expectSummary(expected: Record<string, string>): Promise<void> {
  const region = await screen.findByRole('region', { name: 'Patient' }, SLOW);
  await waitFor(() => {
    expect(valuesOf(region)).toMatchObject(expected);
  }, SLOW);
}

/** What the shared rules say of the patient in a query: age, eGFR, band, why none. */
function expectedFor(query: string) {
  const parsed = parseIntegratedUrl(new URLSearchParams(query), NOW);
  const patient = kidneyFunctionInputOf(parsed.patient, parsed.problems);
  const estimates = estimateEgfr(patient, NOW);
  const age =
    parsed.patient.birthYear === null ? null : ageFromBirthYear(parsed.patient.birthYear, NOW);
  return { parsed, patient, estimates, age };
}

/** How many of the ids the fixture knowledge base does not hold. */
function unknownInFixture(nplIds: readonly string[], nslIds: readonly string[]): number {
  const products = new Set(FIXTURE_BUNDLE.products.map((product) => product.nplId));
  const substances = new Set(FIXTURE_BUNDLE.substances.map((substance) => substance.nslId));
  return (
    nplIds.filter((id) => !products.has(id)).length +
    nslIds.filter((id) => !substances.has(id)).length
  );
}

describe('the patient summary of integrated mode', () => {
  it('shows age, sex, eGFR with its band and the drugs, as the shared rules have them', async () => {
    const nplIds = [IDS.alvedon, UNKNOWN_PRODUCT];
    const nslIds = [IDS.warfarin];
    const query =
      `jmi=true&unidentified=2&nplIds=${nplIds.join('&nplIds=')}&nslIds=${nslIds[0]}&` + WOMAN_62;
    renderApp(`/interaktioner?${query}`);

    const { patient, estimates, age } = expectedFor(query);
    const recommended = estimates.recommended;
    if (recommended === null) throw new Error('the worked example has an estimate');
    const unidentified = 2 + unknownInFixture(nplIds, nslIds);
    expect(unidentified).toBe(3);
    expect(isWomanOfFertileAge(patient.gender, age)).toBe(false);

    await expectSummary({
      Ålder: `${String(age)} år`,
      Kön: 'Kvinna',
      Njurfunktion: `${egfrDisplayText(recommended.value)} ${EGFR_UNITS[scaleOfLabel(recommended.label)]}, intervall ${renalBand(recommended.value)}`,
      Läkemedel: `${String(nplIds.length + nslIds.length + 2)}, varav ${String(unidentified)} kunde inte identifieras`,
    });
  });

  it('says “fertil ålder” when the patient is a woman of fertile age', async () => {
    const query = `jmi=true&nslIds=${IDS.ibuprofen}&birthYear=${bornFor(30)}&gender=f`;
    const { patient, age } = expectedFor(query);
    expect(isWomanOfFertileAge(patient.gender, age)).toBe(true);

    renderApp(`/fosterpaverkan?${query}`);
    await expectSummary({ Kön: 'Kvinna, fertil ålder' });
  });

  it('takes the record system’s isFertile=false, as the tabs do', async () => {
    renderApp(
      `/amning?jmi=true&nslIds=${IDS.ibuprofen}&birthYear=${bornFor(30)}&gender=f&isFertile=false`,
    );
    await expectSummary({ Kön: 'Kvinna' });
  });

  it('names why there is no eGFR, and a band chosen without one, as the renal tab does', async () => {
    const query = `jmi=true&nslIds=${IDS.metformin}&birthYear=${bornFor(70)}&gender=m&interval=15-29`;
    const { patient, estimates, age } = expectedFor(query);
    const reason = renalXReason(patient, estimates);
    expect(reason).not.toBeNull();

    renderApp(`/njurfunktion?${query}`);
    await expectSummary({
      Ålder: `${String(age)} år`,
      Kön: 'Man',
      Njurfunktion: `eGFR kan inte skattas. ${RENAL_X_TOOLTIPS[reason ?? 'dataMissing']} Valt intervall 15–29.`,
      Läkemedel: '1, identifierat',
    });
  });

  it('names a chosen band that is not the estimate’s own', async () => {
    const query = `jmi=true&nslIds=${IDS.metformin}&${WOMAN_62}&interval=0-14`;
    const { estimates } = expectedFor(query);
    const recommended = estimates.recommended;
    if (recommended === null) throw new Error('the worked example has an estimate');
    expect(renalBand(recommended.value)).not.toBe('0–14');

    renderApp(`/njurfunktion?${query}`);
    await expectSummary({
      Njurfunktion: `${egfrDisplayText(recommended.value)} ${EGFR_UNITS[scaleOfLabel(recommended.label)]}, valt intervall 0–14`,
    });
  });

  it('says what the record did not send', async () => {
    const { patient, estimates } = expectedFor('jmi=true');
    const reason = renalXReason(patient, estimates) ?? 'dataMissing';

    renderApp(`/genus?jmi=true&nslIds=${IDS.warfarin}`);
    await expectSummary({
      Ålder: 'Uppgift saknas',
      Kön: 'Uppgift saknas',
      Njurfunktion: `eGFR kan inte skattas. ${RENAL_X_TOOLTIPS[reason]}`,
      Läkemedel: '1, identifierat',
    });
  });

  it('stands above the tabs', async () => {
    renderApp(`/interaktioner?jmi=true&nslIds=${IDS.warfarin}&${WOMAN_62}`);
    const region = await screen.findByRole('region', { name: 'Patient' }, SLOW);
    const tabs = screen.getByRole('navigation', { name: 'Källor' });
    expect(region.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown outside integrated mode', async () => {
    renderApp(`/interaktioner?nslIds=${IDS.warfarin}&${WOMAN_62}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Interaktioner' }, SLOW),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Patient' })).not.toBeInTheDocument();
  });
});
