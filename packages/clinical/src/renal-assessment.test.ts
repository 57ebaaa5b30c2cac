import { describe, expect, it } from 'vitest';
import {
  egfrColour,
  egfrDisplayText,
  gfrDegreeClass,
  nearBoundary,
  RENAL_X_TOOLTIPS,
  renalBand,
  renalTabState,
  type RenalTabInput,
} from './renal-assessment.ts';

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

describe('near another band', () => {
  it.each([
    [14, '15–29'],
    [16, '0–14'],
    [28, '30–59'],
    [32, '15–29'],
    [57, '60–89'],
    [64, '30–59'],
    [84, '≥90'],
  ])('eGFR %i is near %s', (egfr, other) => {
    const near = nearBoundary(egfr);
    expect(near?.otherBand).toBe(other);
    expect(near?.message).toContain(`nära intervallet ${other} mL/min`);
  });

  it.each([12, 20, 45, 74, 110])('eGFR %i is not near another band', (egfr) => {
    expect(nearBoundary(egfr)).toBeNull();
  });
});

describe('renal tab state (specification §4 Renal tab)', () => {
  const base: RenalTabInput = {
    hasSearch: true,
    integrated: false,
    validAge: true,
    validGender: true,
    recommendedEgfr: 95,
    missingReason: null,
    documentClasses: [],
    hasUnassessed: false,
    nephrotoxicDocumentCount: 0,
  };

  it("shows '-' in green with no search outside integrated mode", () => {
    expect(renalTabState({ ...base, hasSearch: false })).toEqual({
      renalClass: '-',
      colour: 'green',
      border: 'green',
      tooltip: null,
    });
    expect(renalTabState({ ...base, hasSearch: false, integrated: true }).renalClass).toBe('A');
  });

  it('shows X in dark blue for an invalid age', () => {
    expect(renalTabState({ ...base, validAge: false })).toEqual({
      renalClass: 'X',
      colour: 'darkBlue',
      border: 'darkBlue',
      tooltip: RENAL_X_TOOLTIPS.enterPatientData,
    });
  });

  it('shows the highest document class, D over C over B over A', () => {
    expect(renalTabState({ ...base, documentClasses: ['B', 'D', 'C'] })).toMatchObject({
      renalClass: 'D',
      colour: 'red',
    });
    expect(renalTabState({ ...base, documentClasses: ['B', 'A'] })).toMatchObject({
      renalClass: 'B',
      colour: 'white',
    });
    expect(renalTabState({ ...base, documentClasses: ['C'] })).toMatchObject({
      renalClass: 'C',
      colour: 'yellow',
    });
  });

  it("shows '?' when something is unassessed and no document applies", () => {
    expect(renalTabState({ ...base, hasUnassessed: true })).toMatchObject({
      renalClass: '?',
      colour: 'grey',
    });
    expect(renalTabState({ ...base })).toMatchObject({ renalClass: 'A', colour: 'green' });
  });

  it('shows X with the reason when no eGFR could be recommended', () => {
    expect(
      renalTabState({ ...base, recommendedEgfr: null, missingReason: 'meanNotCalculated' }),
    ).toMatchObject({
      renalClass: 'X',
      colour: 'darkBlue',
      border: 'darkBlue',
      tooltip: RENAL_X_TOOLTIPS.meanNotCalculated,
    });
    expect(renalTabState({ ...base, recommendedEgfr: null, missingReason: null }).tooltip).toBe(
      RENAL_X_TOOLTIPS.dataMissing,
    );
  });

  it.each<[Partial<RenalTabInput>, string]>([
    [{ documentClasses: ['D'] }, 'red'],
    [{ nephrotoxicDocumentCount: 4 }, 'red'],
    [{ recommendedEgfr: 29.4 }, 'red'],
    [{ recommendedEgfr: 29.5 }, 'yellow'],
    [{ nephrotoxicDocumentCount: 3 }, 'yellow'],
    [{ recommendedEgfr: 89.4 }, 'yellow'],
    [{ recommendedEgfr: 89.5 }, 'green'],
    [{ nephrotoxicDocumentCount: 2 }, 'green'],
    [{ recommendedEgfr: null }, 'darkBlue'],
    [{ validGender: false }, 'darkBlue'],
    [{ validGender: false, recommendedEgfr: 20 }, 'red'],
  ])('border for %j is %s', (change, border) => {
    expect(renalTabState({ ...base, ...change }).border).toBe(border);
  });
});
