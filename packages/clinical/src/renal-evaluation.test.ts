import { describe, expect, it } from 'vitest';
import { absoluteEgfr, duboisBodySurfaceArea, lmRevRelativeEgfr } from './egfr.ts';
import type { KidneyFunctionInput } from './egfr-estimates.ts';
import { RENAL_X_TOOLTIPS } from './renal-assessment.ts';
import { renalBand } from './renal-bands.ts';
import {
  documentClassAtBand,
  evaluateRenal,
  recommendationsAtBand,
  type RenalDocumentLike,
  type RenalEvaluationInput,
} from './renal-evaluation.ts';
import type { SeverityLetter } from './severity-scale.ts';

const NOW = new Date('2026-11-22T09:00:00Z');

function document(
  id: string,
  nephrotoxic: boolean,
  rows: [number, number, SeverityLetter][],
): RenalDocumentLike {
  return {
    id,
    nephrotoxic,
    recommendations: rows.map(([gfrMin, gfrMax, code]) => ({
      recommendationText: `${code} vid ${gfrMin}–${gfrMax}`,
      classification: { code },
      renalFailureDegree: { gfrMin, gfrMax },
    })),
  };
}

/** Like the demo's NSAID: B at 60–89, C at 30–59, D below 30. */
const nsaid = document('nsaid', true, [
  [60, 89, 'B'],
  [30, 59, 'C'],
  [0, 29, 'D'],
]);
const metformin = document('metformin', false, [
  [45, 89, 'A'],
  [30, 44, 'C'],
  [0, 29, 'D'],
]);

describe('recommendations at a band', () => {
  it('takes every recommendation whose interval overlaps the band', () => {
    expect(recommendationsAtBand(metformin, '30–59').map((r) => r.classification.code)).toEqual([
      'A',
      'C',
    ]);
    expect(recommendationsAtBand(nsaid, '15–29').map((r) => r.classification.code)).toEqual(['D']);
    expect(recommendationsAtBand(nsaid, '0–14').map((r) => r.classification.code)).toEqual(['D']);
    expect(recommendationsAtBand(nsaid, '≥90')).toEqual([]);
  });

  it('classes a document by its strictest recommendation at the band', () => {
    expect(documentClassAtBand(metformin, '30–59')).toBe('C');
    expect(documentClassAtBand(nsaid, '60–89')).toBe('B');
    // 90 and above needs no recommendation; a gap below 90 is not assessed.
    expect(documentClassAtBand(nsaid, '≥90')).toBe('none');
    expect(documentClassAtBand(document('gap', false, [[30, 89, 'A']]), '15–29')).toBe('?');
  });
});

describe('evaluateRenal: what the tab bar and the view both show', () => {
  /** The LM-rev worked example: woman, 62 years, 45 kg, 156 cm, creatinine 63 → 65 mL/min. */
  const woman: KidneyFunctionInput = {
    birthYear: 1964,
    gender: 'FEMALE',
    weight: 45,
    height: 156,
    creatinine: 63,
    creatinineDate: null,
    relativeCystatinEGFR: null,
    relativeCystatinEGFRDate: null,
    cystatinC: null,
    manualAbsoluteEGFR: null,
  };
  const base: RenalEvaluationInput = {
    patient: woman,
    now: NOW,
    hasSearch: true,
    integrated: false,
    chosenBand: null,
    documents: [nsaid, metformin],
    hasUnassessedEntry: false,
  };
  const absolute = absoluteEgfr(
    lmRevRelativeEgfr(63, 62, 'FEMALE'),
    duboisBodySurfaceArea(45, 156),
  );

  it("shows the recommended estimate's band and the documents' classes there", () => {
    const result = evaluateRenal(base);
    expect(result.recommendedBand).toBe(renalBand(absolute));
    expect(result.band).toBe('60–89');
    expect(result.documentClasses).toEqual(['B', 'A']);
    expect(result.tab).toMatchObject({ renalClass: 'B', border: 'yellow' });
    expect(result.nephrotoxicDocumentCount).toBe(1);
  });

  it('shows a band the prescriber chose instead, in the view and on the tab', () => {
    const result = evaluateRenal({ ...base, chosenBand: '15–29' });
    expect(result.recommendedBand).toBe('60–89');
    expect(result.band).toBe('15–29');
    expect(result.tab).toMatchObject({ renalClass: 'D', border: 'red' });
  });

  it("counts a document without a recommendation at the band as unassessed ('?')", () => {
    const gap = document('gap', false, [[30, 89, 'A']]);
    const result = evaluateRenal({ ...base, documents: [gap], chosenBand: '15–29' });
    expect(result.tab.renalClass).toBe('?');
    expect(evaluateRenal({ ...base, documents: [gap] }).tab.renalClass).toBe('A');
  });

  it('at 90 and above, where documents need not recommend anything, shows A', () => {
    const result = evaluateRenal({ ...base, chosenBand: '≥90' });
    expect(result.documentClasses).toEqual([]);
    expect(result.tab.renalClass).toBe('A');
  });

  it('without an age: X, and a chosen band with a D keeps the border red', () => {
    const noAge = { ...base, patient: { ...woman, birthYear: null } };
    expect(evaluateRenal(noAge)).toMatchObject({
      band: null,
      missingReason: 'enterPatientData',
      tab: { renalClass: 'X', border: 'darkBlue', tooltip: RENAL_X_TOOLTIPS.enterPatientData },
    });
    expect(evaluateRenal({ ...noAge, chosenBand: '0–14' }).tab).toMatchObject({
      renalClass: 'X',
      border: 'red',
    });
  });

  it("without a search outside integrated mode: '-'; in integrated mode the patient counts", () => {
    expect(evaluateRenal({ ...base, hasSearch: false, documents: [] }).tab.renalClass).toBe('-');
    expect(
      evaluateRenal({ ...base, hasSearch: false, integrated: true, documents: [] }).tab,
    ).toMatchObject({ renalClass: 'A', border: 'yellow' });
  });
});

describe('recommendations on a band edge (specification §4: bands by rounded eGFR)', () => {
  // Recommendation intervals are inclusive: one that ends or starts on a band's edge applies in
  // that band too, so a D up to 30 still weighs in at 30–59.
  const edges = document('edges', false, [
    [0, 30, 'D'],
    [59, 89, 'B'],
  ]);

  it('takes a recommendation that ends on the lower edge of a band', () => {
    expect(recommendationsAtBand(edges, '30–59').map((r) => r.classification.code)).toEqual([
      'D',
      'B',
    ]);
    expect(documentClassAtBand(edges, '30–59')).toBe('D');
  });

  it('takes a recommendation that starts on the upper edge of a band', () => {
    const upper = document('upper', false, [[59, 89, 'C']]);
    expect(documentClassAtBand(upper, '30–59')).toBe('C');
    expect(documentClassAtBand(upper, '15–29')).toBe('?');
  });

  it('leaves out one that stops a unit short of the band, and one that starts past it', () => {
    const apart = document('apart', false, [
      [0, 29, 'D'],
      [60, 89, 'A'],
    ]);
    expect(recommendationsAtBand(apart, '30–59')).toEqual([]);
  });
});

describe('evaluateRenal without a band or at 90 and above', () => {
  const patient: KidneyFunctionInput = {
    birthYear: 1964,
    gender: 'FEMALE',
    weight: 45,
    height: 156,
    creatinine: null,
    creatinineDate: null,
    relativeCystatinEGFR: null,
    relativeCystatinEGFRDate: null,
    cystatinC: null,
    manualAbsoluteEGFR: null,
  };
  const input: RenalEvaluationInput = {
    patient,
    now: NOW,
    hasSearch: true,
    integrated: false,
    chosenBand: null,
    documents: [nsaid],
    hasUnassessedEntry: false,
  };

  it('classes no document when there is no band to read them at', () => {
    const result = evaluateRenal(input);
    expect(result.band).toBeNull();
    expect(result.documentClasses).toEqual([]);
  });

  it("gives no class for a document that needs no recommendation at 90 and above ('none')", () => {
    // A measured GFR of 100 mL/min lies in the top band, where the NSAID recommends nothing.
    const result = evaluateRenal({ ...input, patient: { ...patient, manualAbsoluteEGFR: 100 } });
    expect(result.band).toBe('≥90');
    expect(result.documentClasses).toEqual([]);
  });

  it("keeps an unassessed document ('?') out of the classes at a chosen band", () => {
    const gap = document('gap', false, [[30, 89, 'A']]);
    expect(
      evaluateRenal({ ...input, documents: [gap], chosenBand: '15–29' }).documentClasses,
    ).toEqual([]);
  });
});
