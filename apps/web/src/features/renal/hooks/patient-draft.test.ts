import { describe, expect, it } from 'vitest';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import {
  REQUIRED_FEEDBACK,
  validateBirthYear,
  validateMeasure,
  validateSampleDate,
} from '@medkompass/clinical/clinical-input-validation.ts';
import {
  draftFromParams,
  draftMessages,
  fieldsActive,
  paramsWithCystatinUnit,
  paramsWithField,
  type PatientDraft,
} from './patient-draft.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const year = swedishToday(NOW).getUTCFullYear();
const reason = (result: { ok: boolean; reason?: string }) => result.reason ?? null;
const empty = draftFromParams(new URLSearchParams(), NOW);

describe('the renal form as text', () => {
  it('starts empty, asking for birth year and gender only', () => {
    expect(empty).toMatchObject({ birthYear: '', gender: '', cystatinUnit: 'egfr' });
    expect(draftMessages(empty, NOW)).toEqual({
      birthYear: REQUIRED_FEEDBACK,
      gender: REQUIRED_FEEDBACK,
      creatinine: null,
      creatinineDate: null,
      cystatin: null,
      cystatinDate: null,
      weight: null,
      height: null,
      measuredGfr: null,
    });
  });

  it('opens the other fields only for an accepted birth year and a gender, both sides of 18', () => {
    const adult: PatientDraft = { ...empty, birthYear: String(year - 18), gender: 'f' };
    const child: PatientDraft = { ...adult, birthYear: String(year - 17) };
    expect(validateBirthYear(adult.birthYear, NOW).ok).toBe(true);
    expect(fieldsActive(adult, NOW)).toBe(true);
    expect(fieldsActive(child, NOW)).toBe(false);
    expect(fieldsActive({ ...adult, gender: '' }, NOW)).toBe(false);
  });

  it('checks each value as packages/clinical does, and the cystatin C field by its unit', () => {
    const draft: PatientDraft = {
      ...empty,
      creatinine: '2000,5',
      creatinineDate: '2025-11-20',
      cystatin: '10,5',
      cystatinUnit: 'mgL',
      weight: '72,5',
      measuredGfr: '0',
    };
    const messages = draftMessages(draft, NOW);
    expect(messages.creatinine).toBe(reason(validateMeasure('creatinine', '2000,5')));
    expect(messages.creatinineDate).toBe(reason(validateSampleDate('2025-11-20', NOW)));
    expect(messages.cystatin).toBe(reason(validateMeasure('cystatinC', '10,5')));
    expect(draftMessages({ ...draft, cystatinUnit: 'egfr' }, NOW).cystatin).toBeNull();
    expect(messages.weight).toBeNull();
    expect(messages.measuredGfr).toBe(reason(validateMeasure('measuredGfr', '0')));
  });

  it('reads the URL: dates yymmdd as yyyy-mm-dd, cystatin C in mg/L, an age as a birth year', () => {
    const draft = draftFromParams(
      new URLSearchParams('age=62&gender=M&cysc=1,2&cyscegfrdate=261118&kreadate=2026-1'),
      NOW,
    );
    expect(draft).toMatchObject({
      birthYear: String(year - 62),
      gender: 'm',
      cystatinUnit: 'mgL',
      cystatin: '1,2',
      cystatinDate: '2026-11-18',
      // Not a date: shown as written, with its message.
      creatinineDate: '2026-1',
    });
    expect(draftFromParams(new URLSearchParams('gender=x&age=12'), NOW)).toMatchObject({
      gender: '',
      birthYear: '',
    });
  });

  it('writes each field to its integrated-mode parameter, dropping what it makes stale', () => {
    const start = new URLSearchParams('nslIds=X&age=62&weight=45&weightdate=261001&cysc=1');
    expect(paramsWithField(start, 'birthYear', '1964', 'egfr').toString()).toBe(
      'nslIds=X&weight=45&weightdate=261001&cysc=1&birthYear=1964',
    );
    expect(paramsWithField(start, 'weight', '47', 'egfr').get('weightdate')).toBeNull();
    expect(paramsWithField(start, 'weight', '', 'egfr').has('weight')).toBe(false);
    expect(paramsWithField(start, 'cystatin', '70', 'egfr').toString()).toBe(
      'nslIds=X&age=62&weight=45&weightdate=261001&cyscegfr=70',
    );
    expect(paramsWithField(start, 'creatinineDate', '2026-11-20', 'egfr').get('kreadate')).toBe(
      '261120',
    );
    expect(paramsWithField(start, 'cystatinDate', '2026-11', 'egfr').get('cyscegfrdate')).toBe(
      '2026-11',
    );
    expect(paramsWithCystatinUnit(start).has('cysc')).toBe(false);
  });
});
