import { describe, expect, it } from 'vitest';
import type { CdsPatientGaps } from '@medkompass/assessment/cds-patient.ts';
import {
  cdsContext,
  cdsOrder,
  renalDocumentOf,
} from '@medkompass/assessment/testing/cds-test-context.ts';
import { bundleOf, nslId, substance } from '@medkompass/assessment/testing/test-knowledge-base.ts';
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { renalCards } from './cds-renal-cards.ts';

/** a: D below 30, C at 30–59; b: C below 60; c: B at 30–59, never C or D; d: no document. */
const BUNDLE: KbBundle = {
  ...bundleOf({ substances: ['a', 'b', 'c', 'd'].map((key) => substance(key)) }),
  renalDocuments: [
    renalDocumentOf('a', ['D', 'D', 'C'], 'a_njurar'),
    renalDocumentOf('b', ['C', 'C', 'C']),
    renalDocumentOf('c', ['B', 'B', 'B']),
  ],
};
const A = cdsOrder(nslId('a'), 'A');
const B = cdsOrder(nslId('b'), 'B');
const C = cdsOrder(nslId('c'), 'C');
const D = cdsOrder(nslId('d'), 'D');

const cardsOf = (
  patient: Partial<IntegratedPatient>,
  draft = [A, B, C, D],
  active = [] as typeof draft,
  gaps: Partial<CdsPatientGaps> = {},
) =>
  renalCards(cdsContext(BUNDLE, { draft, active, patient, gaps })).map(({ key, card }) => ({
    key,
    summary: card.summary,
    indicator: card.indicator,
    detail: card.detail,
    topic: card.source.topic.code,
  }));

// A laboratory's eGFR from cystatin C is used as it is (relative) when weight and height are not known.
const cystatin45 = { cystatinEgfr: 45, cystatinEgfrDate: '2026-11-20' };

describe('renalCards with an eGFR', () => {
  it('gives each draft drug of class C or D at the band its advice there, naming the eGFR and its basis', () => {
    const basis =
      'Underlag från journalen: födelseår 1950, kvinna, eGFR från cystatin C 45 mL/min/1,73 m² (2026-11-20).';
    expect(cardsOf({ birthYear: 1950, gender: 'FEMALE', ...cystatin45 })).toEqual([
      {
        key: 'njurfunktion:C:30–59:MedicationRequest/A',
        summary: 'Njurfunktion klass C: A vid eGFR 45 mL/min/1,73 m²',
        indicator: 'warning',
        topic: 'njurfunktion',
        detail: [
          '**A** vid eGFR 45 mL/min/1,73 m² (relativt eGFR (cystatin C), intervall 30–59):',
          '- **C** (a\\_njurar): Råd C.',
          basis,
        ].join('\n\n'),
      },
      expect.objectContaining({
        key: 'njurfunktion:C:30–59:MedicationRequest/B',
        summary: 'Njurfunktion klass C: B vid eGFR 45 mL/min/1,73 m²',
      }),
    ]);
  });

  it('is critical for class D, and leaves out drugs on the medication list', () => {
    const cards = cardsOf(
      { birthYear: 1950, gender: 'MALE', cystatinEgfr: 20, cystatinEgfrDate: '2026-11-20' },
      [A],
      [B],
    );
    expect(cards.map((c) => [c.key, c.indicator, c.summary])).toEqual([
      [
        'njurfunktion:D:15–29:MedicationRequest/A',
        'critical',
        'Njurfunktion klass D: A vid eGFR 20 mL/min/1,73 m²',
      ],
    ]);
    expect(cards[0]?.detail).toContain('- **D** (a\\_njurar): Råd D.');
    expect(cards[0]?.detail).toContain('födelseår 1950, man, eGFR från cystatin C 20');
  });

  it('repeats a near-boundary warning, and names values the request carried that were not used', () => {
    const [card] = cardsOf(
      { birthYear: 1950, gender: 'MALE', cystatinEgfr: 31, cystatinEgfrDate: '2026-11-20' },
      [A],
      [],
      { unused: { creatinine: { problem: 'preliminary', date: '2026-11-24' } } },
    );
    const paragraphs = card?.detail.split('\n\n') ?? [];
    expect(paragraphs.filter((p) => p.startsWith('**Observera:** '))).toHaveLength(1);
    expect(paragraphs.find((p) => p.startsWith('**Observera:** '))).toContain('15–29');
    expect(paragraphs.at(-1)).toBe(
      'Används inte i skattningen:\n- Kreatininprovet (2026-11-24) har bara ett preliminärt svar, som inte används.',
    );
  });
});

describe('renalCards without an eGFR', () => {
  it('names every drug with a renal document, the reasons and what to do; a warning when one may be class D', () => {
    expect(cardsOf({}, [A, C, D], [B])).toEqual([
      {
        key: 'njurfunktion:no-egfr:MedicationRequest/A,MedicationRequest/B,MedicationRequest/C',
        summary: 'Njurfunktion kunde inte bedömas för A, C och B',
        indicator: 'warning',
        topic: 'njurfunktion',
        detail: [
          'Ingen eGFR kunde skattas, så doseringsråd vid nedsatt njurfunktion saknas för:',
          '- **A**\n- **C**\n- **B** (aktuellt läkemedel)',
          'Orsak:\n- Kreatininvärde saknas.',
          'Ange patientdata i Medkompass för att få doseringsråd vid nedsatt njurfunktion.',
          'Underlag från journalen: inga användbara uppgifter.',
        ].join('\n\n'),
      },
    ]);
  });

  it('is information when no drug concerned is class D at any band', () => {
    expect(cardsOf({}, [B, C]).map((c) => c.indicator)).toEqual(['info']);
  });

  it('gives no card when no order has a renal document', () => {
    expect(cardsOf({}, [D])).toEqual([]);
  });

  it('lists every value it was given as the basis, with dates, in Swedish notation, and why each could not be used', () => {
    const [card] = cardsOf(
      {
        birthYear: 1950,
        creatinine: 150,
        creatinineDate: '2026-11-20',
        cystatinC: 1.25,
        cystatinEgfrDate: '2026-12-01',
        weight: 70.5,
        height: 180,
      },
      [A],
      [],
      { gender: 'missing' },
    );
    expect(card?.detail.split('\n\n').slice(2)).toEqual([
      'Orsak:\n- Cystatin C-provets datum (2026-12-01) ligger i framtiden.\n- Kön saknas i patientuppgifterna; eGFR från kreatinin (LM-rev) kräver kön.',
      'Ange patientdata i Medkompass för att få doseringsråd vid nedsatt njurfunktion.',
      'Underlag från journalen: födelseår 1950, kreatinin 150 µmol/L (2026-11-20), cystatin C 1,25 mg/L (2026-12-01), vikt 70,5 kg, längd 180 cm.',
    ]);
  });
});

describe('renalCards: lists within a card', () => {
  it('gives every recommendation at the band on a line of its own, every unused value too, and an undated value without a date', () => {
    const twoDocuments: KbBundle = {
      ...BUNDLE,
      renalDocuments: [
        renalDocumentOf('a', ['D', 'D', 'C']),
        { ...renalDocumentOf('a', ['C', 'C', 'C'], 'a tabletter'), id: 'renal-a-2' },
      ],
    };
    const [card] = renalCards(
      cdsContext(twoDocuments, {
        draft: [A],
        patient: { birthYear: 1950, gender: 'MALE', cystatinEgfr: 45, cystatinEgfrDate: null },
        gaps: {
          unused: {
            creatinine: { problem: 'preliminary', date: null },
            cystatinC: { problem: 'noValue', date: null },
          },
        },
      }),
    );
    expect(card?.card.detail.split('\n\n').slice(1)).toEqual([
      '- **C** (a och njurarna): Råd C.\n- **C** (a tabletter): Råd C.',
      'Underlag från journalen: födelseår 1950, man, eGFR från cystatin C 45 mL/min/1,73 m².',
      'Används inte i skattningen:\n- Kreatininprovet har bara ett preliminärt svar, som inte används.\n- Cystatin C-provet saknar ett läsbart mätvärde.',
    ]);
  });
});
