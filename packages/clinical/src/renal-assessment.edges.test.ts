import { describe, expect, it } from 'vitest';
import { estimateEgfr, type KidneyFunctionInput } from './egfr-estimates.ts';
import { renalTabState, renalXReason } from './renal-assessment.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const patient: KidneyFunctionInput = {
  birthYear: 1964,
  gender: 'FEMALE',
  weight: 60,
  height: 165,
  creatinine: null,
  creatinineDate: null,
  relativeCystatinEGFR: null,
  relativeCystatinEGFRDate: null,
  cystatinC: null,
  manualAbsoluteEGFR: null,
};

describe('renal X reasons and tooltips at their edges (specification §4)', () => {
  it('calls a creatinine missing, not too old, when only its date was given', () => {
    const input = { ...patient, creatinineDate: new Date('2025-01-01') };
    expect(renalXReason(input, estimateEgfr(input, NOW))).toBe('creatinineMissing');
  });

  it('shows no X tooltip when an eGFR is recommended', () => {
    const state = renalTabState({
      hasSearch: true,
      integrated: false,
      validAge: true,
      validGender: true,
      recommendedEgfr: 65,
      missingReason: null,
      documentClasses: ['B'],
      hasUnassessed: false,
      nephrotoxicDocumentCount: 0,
    });
    expect(state.renalClass).toBe('B');
    expect(state.tooltip).toBeNull();
  });
});
