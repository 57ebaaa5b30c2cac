import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KidneyFunctionInput } from './egfr-estimates.ts';
import { evaluateRenal, type RenalDocumentLike } from './renal-evaluation.ts';
import { RENAL_BANDS } from './renal-bands.ts';
import { renalWarnings } from './renal-warnings.ts';
import type { SeverityLetter } from './severity-scale.ts';

/**
 * ADR 35: more data never shows less risk. Adding a cystatin C estimate to a
 * creatinine estimate (or the reverse) never shows a milder class or border than the lower of the
 * two estimates alone; the one exception is the specification's mean (§9), which may lie in a
 * milder band, and then dv19 names the lower estimate's band.
 */
const NOW = new Date('2026-11-22T09:00:00Z');
const LETTERS: readonly SeverityLetter[] = ['A', 'B', 'C', 'D'];
const CLASS_RANK: Record<string, number> = { '-': 0, A: 1, '?': 1, B: 2, C: 3, D: 4, X: 0 };
const BORDER_RANK = { green: 0, darkBlue: 1, yellow: 2, red: 3 } as const;

/** A document with one recommendation per band, or none for some bands. */
const documentArbitrary: fc.Arbitrary<RenalDocumentLike> = fc
  .record({
    nephrotoxic: fc.boolean(),
    letters: fc.array(fc.option(fc.constantFrom(...LETTERS)), {
      minLength: RENAL_BANDS.length - 1,
      maxLength: RENAL_BANDS.length - 1,
    }),
  })
  .map(({ nephrotoxic, letters }) => ({
    id: 'document',
    nephrotoxic,
    recommendations: RENAL_BANDS.slice(1).flatMap((band, i) => {
      const code = letters[i];
      return code === null || code === undefined
        ? []
        : [
            {
              recommendationText: `${code} vid ${band.band}`,
              classification: { code },
              renalFailureDegree: { gfrMin: band.min, gfrMax: band.max },
            },
          ];
    }),
  }));

const patientArbitrary = fc.record({
  birthYear: fc.integer({ min: 1900, max: 2008 }),
  gender: fc.constantFrom('FEMALE' as const, 'MALE' as const),
  body: fc.option(
    fc.record({
      weight: fc.integer({ min: 35, max: 160 }),
      height: fc.integer({ min: 140, max: 205 }),
    }),
  ),
  creatinine: fc.double({ min: 30, max: 2000, noNaN: true }),
  cystatinEgfr: fc.double({ min: 1, max: 200, noNaN: true }),
  cystatinDaysAgo: fc.integer({ min: 0, max: 20 }),
});

function evaluate(patient: KidneyFunctionInput, documents: RenalDocumentLike[]) {
  return evaluateRenal({
    patient,
    now: NOW,
    hasSearch: true,
    integrated: false,
    chosenBand: null,
    documents,
    hasUnassessedEntry: false,
  });
}

describe('more data never shows less risk (ADR 35)', () => {
  it('a second estimate never shows a milder class or border than the lower estimate alone, unless a mean names the lower band', () => {
    fc.assert(
      fc.property(
        patientArbitrary,
        fc.array(documentArbitrary, { minLength: 1, maxLength: 5 }),
        (p, drawn) => {
          const documents = drawn.map((d, i) => ({ ...d, id: `document-${i}` }));
          const both: KidneyFunctionInput = {
            birthYear: p.birthYear,
            gender: p.gender,
            weight: p.body?.weight ?? null,
            height: p.body?.height ?? null,
            creatinine: p.creatinine,
            creatinineDate: NOW,
            relativeCystatinEGFR: p.cystatinEgfr,
            relativeCystatinEGFRDate: new Date(NOW.getTime() - p.cystatinDaysAgo * 864e5),
            cystatinC: null,
            manualAbsoluteEGFR: null,
          };
          const withBoth = evaluate(both, documents);
          const { creatinineEgfr, cystatinEgfr } = withBoth.estimates;
          expect(creatinineEgfr).not.toBeNull();
          expect(cystatinEgfr).not.toBeNull();
          const lowerAlone: KidneyFunctionInput =
            (cystatinEgfr ?? 0) < (creatinineEgfr ?? 0)
              ? { ...both, creatinine: null }
              : { ...both, relativeCystatinEGFR: null, relativeCystatinEGFRDate: null };
          const alone = evaluate(lowerAlone, documents);

          // Two estimates always give an interval: X only where no estimate can be made.
          expect(withBoth.tab.renalClass).not.toBe('X');
          if (withBoth.estimates.meanStatus === 'combined') {
            const milder = CLASS_RANK[withBoth.tab.renalClass]! < CLASS_RANK[alone.tab.renalClass]!;
            if (withBoth.band !== alone.band || milder) {
              const codes = renalWarnings({
                patient: both,
                estimates: withBoth.estimates,
                glucocorticoidInSearch: false,
              }).map((w) => w.code);
              expect(codes).toContain('dv19');
            }
            return;
          }
          expect(withBoth.band).toBe(alone.band);
          expect(CLASS_RANK[withBoth.tab.renalClass]).toBeGreaterThanOrEqual(
            CLASS_RANK[alone.tab.renalClass]!,
          );
          expect(BORDER_RANK[withBoth.tab.border]).toBeGreaterThanOrEqual(
            BORDER_RANK[alone.tab.border],
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the example of the clinical audit: adding cystatin C keeps metformin-like class D and the red border', () => {
    // A man of 80, creatinine 300 µmol/L (LM-rev 15.5, band 15–29), cystatin C eGFR 45 (30–59).
    const dAt15to29: RenalDocumentLike = {
      id: 'metformin-like',
      nephrotoxic: false,
      recommendations: [
        {
          recommendationText: 'Undvik.',
          classification: { code: 'D' },
          renalFailureDegree: { gfrMin: 0, gfrMax: 29 },
        },
        {
          recommendationText: 'Minska dosen.',
          classification: { code: 'C' },
          renalFailureDegree: { gfrMin: 30, gfrMax: 59 },
        },
      ],
    };
    const creatinineOnly: KidneyFunctionInput = {
      birthYear: 1946,
      gender: 'MALE',
      weight: null,
      height: null,
      creatinine: 300,
      creatinineDate: NOW,
      relativeCystatinEGFR: null,
      relativeCystatinEGFRDate: null,
      cystatinC: null,
      manualAbsoluteEGFR: null,
    };
    const before = evaluate(creatinineOnly, [dAt15to29]);
    const after = evaluate(
      { ...creatinineOnly, relativeCystatinEGFR: 45, relativeCystatinEGFRDate: NOW },
      [dAt15to29],
    );
    for (const evaluation of [before, after]) {
      expect(evaluation.band).toBe('15–29');
      expect(evaluation.tab.renalClass).toBe('D');
      expect(evaluation.tab.border).toBe('red');
    }
    expect(after.estimates.recommended?.label).toBe('relativeEGFR');
  });
});
