import { describe, expect, it } from 'vitest';
import type { CdsPatientGaps } from '@medkompass/assessment/cds-patient.ts';
import {
  cdsContext,
  cdsOrder,
  renalDocumentOf,
} from '@medkompass/assessment/testing/cds-test-context.ts';
import { bundleOf, nslId, substance } from '@medkompass/assessment/testing/test-knowledge-base.ts';
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';
import { RENAL_X_TOOLTIPS } from '@medkompass/clinical/renal-assessment.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { renalCards } from './cds-renal-cards.ts';
import { unusedObservationText } from './cds-renal-reasons.ts';

const BUNDLE: KbBundle = {
  ...bundleOf({ substances: [substance('a')] }),
  renalDocuments: [renalDocumentOf('a', ['D', 'D'])],
};

/** The reasons a renal card gives for not assessing drug a (the card's 'Orsak' list). */
function reasonsOf(patient: Partial<IntegratedPatient>, gaps: Partial<CdsPatientGaps> = {}) {
  const [card] = renalCards(
    cdsContext(BUNDLE, { draft: [cdsOrder(nslId('a'), 'A')], patient, gaps }),
  );
  const reasons = card?.card.detail.split('\n\n').find((p) => p.startsWith('Orsak:\n'));
  return reasons
    ?.split('\n')
    .slice(1)
    .map((line) => line.replace(/^- /, ''));
}
const adult = { birthYear: 1950, gender: 'FEMALE' as const };

describe('renal reasons', () => {
  it('says which kidney samples the request did not carry', () => {
    expect(reasonsOf(adult, { notSent: ['creatinine'] })).toEqual([
      'Kreatinin kom inte med anropet.',
    ]);
    expect(reasonsOf(adult, { notSent: ['creatinine', 'cystatinC'] })).toEqual([
      'Kreatinin och cystatin C kom inte med anropet.',
    ]);
  });

  it('gives a sample’s date when it lies in the future or more than a year back', () => {
    expect(reasonsOf({ ...adult, creatinine: 100, creatinineDate: '2026-12-01' })).toEqual([
      'Kreatininprovets datum (2026-12-01) ligger i framtiden.',
    ]);
    expect(reasonsOf({ ...adult, cystatinEgfr: 20, cystatinEgfrDate: '2025-01-10' })).toEqual([
      'Provet för eGFR från cystatin C (2025-01-10) är äldre än ett år.',
      RENAL_X_TOOLTIPS.creatinineMissing,
    ]);
    expect(reasonsOf({ ...adult, cystatinC: 2, cystatinEgfrDate: '2026-12-24' })).toEqual([
      'Cystatin C-provets datum (2026-12-24) ligger i framtiden.',
      RENAL_X_TOOLTIPS.creatinineMissing,
    ]);
  });

  it('names each value it could not read instead of calling the creatinine missing', () => {
    expect(
      reasonsOf(adult, {
        unused: {
          creatinine: { problem: 'unit', value: 1.2, unit: 'mg/L', date: '2026-11-20' },
          cystatinC: { problem: 'noValue', date: null },
        },
      }),
    ).toEqual([
      'Kreatininvärdet 1,2 mg/L (2026-11-20) kan inte läsas: enheten ”mg/L” är inte en av dem beslutsstödet läser (µmol/L, mmol/L och mg/dL).',
      'Cystatin C-provet saknar ett läsbart mätvärde.',
    ]);
  });

  it('says who the patient is not known to be', () => {
    expect(reasonsOf({}, { notSent: ['patient'] })).toEqual([
      RENAL_X_TOOLTIPS.creatinineMissing,
      'Patientens kön och födelsedatum kom inte med anropet.',
    ]);
    expect(reasonsOf({}, { birthYear: 'missing', gender: 'otherOrUnknown' })).toEqual([
      RENAL_X_TOOLTIPS.creatinineMissing,
      'Födelsedatum saknas i patientuppgifterna.',
      'Kön är angivet som annat eller okänt; eGFR från kreatinin (LM-rev) kräver kvinna eller man.',
    ]);
    expect(reasonsOf({}, { birthYear: 'notAdult', gender: 'missing' })).toEqual([
      RENAL_X_TOOLTIPS.creatinineMissing,
      'Patientens ålder ligger utanför 18–130 år: beslutsstödet skattar eGFR bara för vuxna.',
      'Kön saknas i patientuppgifterna; eGFR från kreatinin (LM-rev) kräver kön.',
    ]);
  });

  it('falls back on the renal tab’s own reason when the request shows none', () => {
    expect(reasonsOf({ creatinine: 100, creatinineDate: '2026-11-20' })).toEqual([
      RENAL_X_TOOLTIPS.enterPatientData,
    ]);
  });
});

describe('unusedObservationText', () => {
  it('gives the accepted range in our unit, and the converted value only when the unit differs', () => {
    expect(
      unusedObservationText('creatinine', {
        problem: 'range',
        value: 30,
        unit: 'mg/dL',
        converted: 2652.6,
        date: '2026-11-20',
      }),
    ).toBe(
      'Kreatininvärdet 30 mg/dL (2652,6 µmol/L) (2026-11-20) ligger utanför det godtagna intervallet 30–2000 µmol/L och används inte.',
    );
    expect(
      unusedObservationText('creatinine', {
        problem: 'range',
        value: 2500,
        unit: 'umol/L',
        converted: 2500,
        date: null,
      }),
    ).toBe(
      'Kreatininvärdet 2500 umol/L ligger utanför det godtagna intervallet 30–2000 µmol/L och används inte.',
    );
    expect(
      unusedObservationText('cystatinC', {
        problem: 'range',
        value: 12,
        unit: 'mg/L',
        converted: 12,
        date: '2026-11-20',
      }),
    ).toBe(
      'Cystatin C-värdet 12 mg/L (2026-11-20) ligger utanför det godtagna intervallet 0,3–10 mg/L och används inte.',
    );
  });

  it('says a sample without a unit or with only a preliminary result is not read', () => {
    expect(
      unusedObservationText('cystatinEgfr', {
        problem: 'unit',
        value: 40,
        unit: null,
        date: '2026-11-20',
      }),
    ).toBe('Provet för eGFR från cystatin C (2026-11-20) saknar enhet och kan inte läsas.');
    expect(unusedObservationText('cystatinC', { problem: 'preliminary', date: null })).toBe(
      'Cystatin C-provet har bara ett preliminärt svar, som inte används.',
    );
  });
});
