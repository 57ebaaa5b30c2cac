import { describe, expect, it } from 'vitest';
import { estimateEgfr, type KidneyFunctionInput } from './egfr-estimates.ts';
import {
  RENAL_BORDER_REASONS,
  RENAL_X_TOOLTIPS,
  renalTabState,
  renalXReason,
  type RenalTabInput,
} from './renal-assessment.ts';

const NOW = new Date('2026-11-22T09:00:00Z');

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
      borderReasons: [],
    });
    expect(renalTabState({ ...base, hasSearch: false, integrated: true }).renalClass).toBe('A');
  });

  it('shows X in dark blue for an invalid age', () => {
    expect(renalTabState({ ...base, validAge: false })).toEqual({
      renalClass: 'X',
      colour: 'darkBlue',
      border: 'darkBlue',
      tooltip: RENAL_X_TOOLTIPS.enterPatientData,
      borderReasons: [RENAL_X_TOOLTIPS.enterPatientData],
    });
  });

  it('keeps a red border for an invalid age when a D or more than three nephrotoxic drugs call for it', () => {
    const noAge = { ...base, validAge: false, recommendedEgfr: null };
    expect(renalTabState({ ...noAge, documentClasses: ['B', 'D'] })).toMatchObject({
      renalClass: 'X',
      border: 'red',
      borderReasons: [RENAL_BORDER_REASONS.classD],
    });
    expect(renalTabState({ ...noAge, nephrotoxicDocumentCount: 4 })).toMatchObject({
      border: 'red',
      borderReasons: [RENAL_BORDER_REASONS.manyNephrotoxic],
    });
    // Three nephrotoxic drugs or a C do not: the age is what is missing.
    expect(renalTabState({ ...noAge, nephrotoxicDocumentCount: 3 }).border).toBe('darkBlue');
    expect(renalTabState({ ...noAge, documentClasses: ['C'] }).border).toBe('darkBlue');
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
      renalTabState({ ...base, recommendedEgfr: null, missingReason: 'creatinineOutOfRange' }),
    ).toMatchObject({
      renalClass: 'X',
      colour: 'darkBlue',
      border: 'darkBlue',
      tooltip:
        'Kreatininvärdet ligger utanför det tillåtna intervallet 30–2000 µmol/L och används inte.',
      borderReasons: [RENAL_BORDER_REASONS.noEgfr],
    });
    expect(renalTabState({ ...base, recommendedEgfr: null, missingReason: null }).tooltip).toBe(
      RENAL_X_TOOLTIPS.dataMissing,
    );
  });

  it.each<[Partial<RenalTabInput>, string, string[]]>([
    [{ documentClasses: ['D'] }, 'red', [RENAL_BORDER_REASONS.classD]],
    [{ nephrotoxicDocumentCount: 4 }, 'red', [RENAL_BORDER_REASONS.manyNephrotoxic]],
    [{ recommendedEgfr: 29.4 }, 'red', [RENAL_BORDER_REASONS.egfrBelow30]],
    [{ recommendedEgfr: 29.5 }, 'yellow', [RENAL_BORDER_REASONS.egfr30to89]],
    [{ nephrotoxicDocumentCount: 3 }, 'yellow', [RENAL_BORDER_REASONS.threeNephrotoxic]],
    [{ recommendedEgfr: 89.4 }, 'yellow', [RENAL_BORDER_REASONS.egfr30to89]],
    [{ recommendedEgfr: 89.5 }, 'green', []],
    [{ nephrotoxicDocumentCount: 2 }, 'green', []],
    [{ recommendedEgfr: null }, 'darkBlue', [RENAL_BORDER_REASONS.noEgfr]],
    [{ validGender: false }, 'darkBlue', [RENAL_BORDER_REASONS.noGender]],
    [{ validGender: false, recommendedEgfr: 20 }, 'red', [RENAL_BORDER_REASONS.egfrBelow30]],
    [
      { documentClasses: ['D'], nephrotoxicDocumentCount: 5, recommendedEgfr: 10 },
      'red',
      [
        RENAL_BORDER_REASONS.classD,
        RENAL_BORDER_REASONS.manyNephrotoxic,
        RENAL_BORDER_REASONS.egfrBelow30,
      ],
    ],
  ])('border for %j is %s', (change, border, reasons) => {
    const state = renalTabState({ ...base, ...change });
    expect(state.border).toBe(border);
    expect(state.borderReasons).toEqual(reasons);
  });
});

describe('why no eGFR is recommended (specification §4 X tooltips)', () => {
  const patient: KidneyFunctionInput = {
    birthYear: 1964,
    gender: 'FEMALE',
    weight: 60,
    height: 165,
    creatinine: 110,
    creatinineDate: new Date('2026-11-20'),
    relativeCystatinEGFR: null,
    relativeCystatinEGFRDate: null,
    cystatinC: null,
    manualAbsoluteEGFR: null,
  };
  const reason = (input: KidneyFunctionInput) => renalXReason(input, estimateEgfr(input, NOW));

  it.each<[string, Partial<KidneyFunctionInput>, string | null]>([
    ['an eGFR is recommended', {}, null],
    ['no birth year', { birthYear: null }, 'enterPatientData'],
    [
      'creatinine older than a year',
      { creatinineDate: new Date('2025-01-02') },
      'creatinineTooOld',
    ],
    // ADR 57: each reason a date keeps the creatinine out is named as that reason.
    [
      'creatinine dated after today',
      { creatinineDate: new Date('2026-11-23') },
      'creatinineDateInFuture',
    ],
    ['creatinine dated today', { creatinineDate: new Date('2026-11-22') }, null],
    ['creatinine 366 days old', { creatinineDate: new Date('2025-11-21') }, null],
    ['creatinine 367 days old', { creatinineDate: new Date('2025-11-20') }, 'creatinineTooOld'],
    [
      'a creatinine date that could not be read',
      { creatinineDate: null, creatinineDateRefused: true },
      'creatinineDateUnreadable',
    ],
    ['no creatinine', { creatinine: null }, 'creatinineMissing'],
    ['no gender', { gender: null }, 'dataMissing'],
    // ADR 35: estimates that may not be combined, in different bands, suggest the lower one.
    [
      'estimates that may not be combined, in different bands',
      { relativeCystatinEGFR: 80, relativeCystatinEGFRDate: new Date('2026-11-20') },
      null,
    ],
    // A refused value is named as refused, with the range, never as missing (ADR 35).
    [
      'creatinine out of range',
      { creatinine: null, refusedCreatinine: 'outOfRange' },
      'creatinineOutOfRange',
    ],
    [
      'creatinine not a number',
      { creatinine: null, refusedCreatinine: 'notANumber' },
      'creatinineNotANumber',
    ],
    [
      'a refused creatinine beside a cystatin C estimate',
      {
        creatinine: null,
        refusedCreatinine: 'outOfRange',
        relativeCystatinEGFR: 40,
        relativeCystatinEGFRDate: new Date('2026-11-20'),
      },
      null,
    ],
  ])('%s', (_, change, expected) => {
    expect(reason({ ...patient, ...change })).toBe(expected);
  });
});
