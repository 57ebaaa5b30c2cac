import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bandDefinition,
  bandFromId,
  egfrColour,
  egfrDisplayText,
  gfrDegreeClass,
  nearBoundary,
  RENAL_BANDS,
  renalBand,
} from './renal-bands.ts';

describe('eGFR bands and degree classes (specification §9), both sides of every threshold', () => {
  it.each([
    [90, '≥90', 0],
    [89.5, '≥90', 0],
    [89.4, '60–89', 1],
    [60, '60–89', 1],
    [59.4, '30–59', 2],
    [30, '30–59', 2],
    [29.4, '15–29', 3],
    [15, '15–29', 3],
    [14.4, '0–14', 4],
    [0, '0–14', 4],
  ])('eGFR %f is band %s, degree %i', (egfr, band, degree) => {
    expect(renalBand(egfr)).toBe(band);
    expect(gfrDegreeClass(egfr)).toBe(degree);
  });

  it('puts every value in the band whose limits hold its rounded value', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 400, noNaN: true }), (egfr) => {
        const { min, max } = bandDefinition(renalBand(egfr));
        expect(Math.round(egfr)).toBeGreaterThanOrEqual(min);
        expect(Math.round(egfr)).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('names each band in a URL with an ASCII id, and reads it back', () => {
    expect(RENAL_BANDS.map((b) => b.id)).toEqual(['90-', '60-89', '30-59', '15-29', '0-14']);
    for (const { band, id } of RENAL_BANDS) expect(bandFromId(id)).toBe(band);
    expect(bandFromId(' 30-59 ')).toBe('30–59');
    expect(bandFromId('30–59')).toBeNull();
    expect(bandFromId('')).toBeNull();
  });
});

describe('eGFR display text and colour (specification §4, §9)', () => {
  it.each([
    [4.4, 'eGFR <5', 'red'],
    [4.5, 'eGFR 5', 'red'],
    [29.4, 'eGFR 29', 'red'],
    [29.5, 'eGFR 30', 'yellow'],
    [89.4, 'eGFR 89', 'yellow'],
    [89.5, 'eGFR ≥90', 'green'],
    [140, 'eGFR ≥90', 'green'],
  ])('%f shows %s in %s', (egfr, text, colour) => {
    expect(egfrDisplayText(egfr)).toBe(text);
    expect(egfrColour(egfr)).toBe(colour);
  });
});

describe('near another band (specification §9: boundary-warning bands 12–14, 15–29, 30–59, 60–89)', () => {
  it.each([
    [14, '15–29'],
    [16, '0–14'],
    [28, '30–59'],
    [32, '15–29'],
    [57, '60–89'],
    [64, '30–59'],
  ])('eGFR %i is near %s', (egfr, other) => {
    expect(nearBoundary(egfr, 'absolute')?.otherBand).toBe(other);
  });

  it('flags every rounded estimate in 12–14 as near 15–29, and none below 12', () => {
    // A man of 50 with creatinine 480 µmol/L: LM-rev 13.1 (bc), rounded 13 (ADR 35).
    expect(nearBoundary(13, 'absolute')?.otherBand).toBe('15–29');
    expect(nearBoundary(11.5, 'absolute')?.otherBand).toBe('15–29'); // rounds to 12
    expect(nearBoundary(12, 'absolute')?.otherBand).toBe('15–29');
    expect(nearBoundary(14.49, 'absolute')?.otherBand).toBe('15–29');
    expect(nearBoundary(11.49, 'absolute')).toBeNull(); // rounds to 11
    expect(nearBoundary(5, 'absolute')).toBeNull();
  });

  it.each([
    // At exactly a band's lowest value, 10 % less lies in the band below.
    [14.5, '0–14'],
    [15, '0–14'],
    [29.5, '15–29'],
    [30, '15–29'],
    [60, '30–59'],
    // Lower edges of the ±10 % rule: x·0.9 rounds into the band below while x < (min − 0.5)/0.9.
    [16.1, '0–14'],
    [16.12, null],
    [32.77, '15–29'],
    [32.78, null],
    [66.11, '30–59'],
    [66.12, null],
    // Upper edges: x·1.1 rounds into the band above from x ≥ (max + 0.5)/1.1.
    [26.8, null],
    [26.82, '30–59'],
    [54.09, null],
    [54.1, '60–89'],
  ])('at the edge of the ±10 %% rule, eGFR %f is near %s', (egfr, other) => {
    expect(nearBoundary(egfr, 'absolute')?.otherBand ?? null).toBe(other);
  });

  it('checks nothing from 90 up, though 10 % less would reach 60–89', () => {
    expect(nearBoundary(89.4, 'absolute')).toBeNull();
    expect(nearBoundary(89.5, 'absolute')).toBeNull();
    expect(nearBoundary(92, 'absolute')).toBeNull();
  });

  it.each([0, 4, 11, 20, 45, 74, 84, 89, 95, 110])('eGFR %i is not flagged', (egfr) => {
    // 84 and 89 are within 10 % of 90, but 90 and above needs no recommendation; 95 and 110
    // lie above the warning bands.
    expect(nearBoundary(egfr, 'relative')).toBeNull();
  });

  it('names the unit of the estimate: absolute mL/min, relative mL/min/1,73 m²', () => {
    expect(nearBoundary(57, 'absolute')?.message).toBe(
      'Skattat eGFR ligger nära intervallet 60–89 mL/min. Väg in rekommendationerna för båda intervallen.',
    );
    expect(nearBoundary(57, 'relative')?.message).toBe(
      'Skattat eGFR ligger nära intervallet 60–89 mL/min/1,73 m². Väg in rekommendationerna för båda intervallen.',
    );
  });

  it('only ever names a neighbouring band below 90', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 200, noNaN: true }), (egfr) => {
        const near = nearBoundary(egfr, 'absolute');
        if (near === null) return;
        const own = RENAL_BANDS.findIndex((b) => b.band === renalBand(egfr));
        const other = RENAL_BANDS.findIndex((b) => b.band === near.otherBand);
        expect(Math.abs(own - other)).toBe(1);
        expect(near.otherBand).not.toBe('≥90');
      }),
    );
  });
});
