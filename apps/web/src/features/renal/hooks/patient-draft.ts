import {
  formatYymmdd,
  parseSampleDateParameter,
  REQUIRED_FEEDBACK,
  validateBirthYear,
  validateMeasure,
  validateSampleDate,
  type ClinicalMeasure,
} from '@medkompass/clinical/clinical-input-validation.ts';
import { PATIENT_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import { readRenalPatient } from '../../../lib/patient/patient-params.ts';

/** How cystatin C is entered: the eGFR the laboratory reported, or the value in mg/L (CAPA). */
export type CystatinUnit = 'egfr' | 'mgL';

/** The renal form as typed: text, so an invalid value stays visible with its message. */
export interface PatientDraft {
  birthYear: string;
  gender: '' | 'f' | 'm';
  creatinine: string;
  creatinineDate: string;
  cystatinUnit: CystatinUnit;
  cystatin: string;
  cystatinDate: string;
  weight: string;
  height: string;
  measuredGfr: string;
}
export type DraftField = Exclude<keyof PatientDraft, 'cystatinUnit'>;

const P = PATIENT_PARAMS;

/** A URL date (yymmdd or yyyy-mm-dd) as the form shows it (yyyy-mm-dd); anything else as written. */
function dateText(raw: string | null): string {
  if (raw === null) return '';
  const parsed = parseSampleDateParameter(raw);
  return parsed.ok ? parsed.value : raw;
}

/** The form's fields as the URL holds them (integrated mode or the form itself wrote them). */
export function draftFromParams(params: URLSearchParams, now: Date): PatientDraft {
  const { fromUrl } = readRenalPatient(params, now);
  const gender = params.get(P.gender)?.trim().toLowerCase();
  const cystatinC = params.get(P.cystatinC);
  const cystatinUnit = cystatinC !== null && !params.has(P.cystatinEgfr) ? 'mgL' : 'egfr';
  // A record system may send the age instead of the birth year (DESIGN 'Integrated mode').
  const birthYear =
    params.get(P.birthYear) ?? (fromUrl.birthYear === null ? '' : String(fromUrl.birthYear));
  return {
    birthYear,
    gender: gender === 'f' || gender === 'm' ? gender : '',
    creatinine: params.get(P.creatinine) ?? '',
    creatinineDate: dateText(params.get(P.creatinineDate)),
    cystatinUnit,
    cystatin: (cystatinUnit === 'mgL' ? cystatinC : params.get(P.cystatinEgfr)) ?? '',
    cystatinDate: dateText(params.get(P.cystatinDate)),
    weight: params.get(P.weight) ?? '',
    height: params.get(P.height) ?? '',
    measuredGfr: params.get(P.measuredGfr) ?? '',
  };
}

/** The URL parameter a field writes, and those a change of it makes stale. */
function targetOf(field: DraftField, unit: CystatinUnit): { name: string; stale: string[] } {
  switch (field) {
    case 'birthYear':
      return { name: P.birthYear, stale: [P.age] };
    case 'gender':
      return { name: P.gender, stale: [] };
    case 'creatinine':
      return { name: P.creatinine, stale: [] };
    case 'creatinineDate':
      return { name: P.creatinineDate, stale: [] };
    case 'cystatin':
      return unit === 'mgL'
        ? { name: P.cystatinC, stale: [P.cystatinEgfr] }
        : { name: P.cystatinEgfr, stale: [P.cystatinC] };
    case 'cystatinDate':
      return { name: P.cystatinDate, stale: [] };
    // The record system's measuring date no longer describes a value the user changed.
    case 'weight':
      return { name: P.weight, stale: [P.weightDate] };
    case 'height':
      return { name: P.height, stale: [P.heightDate] };
    case 'measuredGfr':
      return { name: P.measuredGfr, stale: [] };
  }
}

const DATE_FIELDS: ReadonlySet<DraftField> = new Set(['creatinineDate', 'cystatinDate']);

/** A copy of `params` with one field as typed; dates go to the URL as yymmdd when they exist. */
export function paramsWithField(
  params: URLSearchParams,
  field: DraftField,
  text: string,
  unit: CystatinUnit,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const { name, stale } = targetOf(field, unit);
  for (const parameter of stale) next.delete(parameter);
  const value = DATE_FIELDS.has(field) ? (formatYymmdd(text.trim()) ?? text) : text;
  if (value.trim() === '') next.delete(name);
  else next.set(name, value);
  return next;
}

/** A copy of `params` where cystatin C is entered another way: the old value no longer applies. */
export function paramsWithCystatinUnit(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(P.cystatinEgfr);
  next.delete(P.cystatinC);
  return next;
}

/**
 * Each field's message (packages/clinical's validation): '*Obligatoriskt' for a missing birth
 * year or gender, the allowed range for a bad number, why a date cannot be used. Other empty
 * fields say nothing: they are optional.
 */
export function draftMessages(draft: PatientDraft, now: Date): Record<DraftField, string | null> {
  const reason = (result: { ok: true } | { ok: false; reason: string }) =>
    result.ok ? null : result.reason;
  const optional = (text: string, check: (text: string) => string | null) =>
    text.trim() === '' ? null : check(text);
  const measure = (field: DraftField, m: ClinicalMeasure) =>
    optional(draft[field], (text) => reason(validateMeasure(m, text)));
  const date = (text: string) => optional(text, (t) => reason(validateSampleDate(t.trim(), now)));
  return {
    birthYear: reason(validateBirthYear(draft.birthYear, now)),
    gender: draft.gender === '' ? REQUIRED_FEEDBACK : null,
    creatinine: measure('creatinine', 'creatinine'),
    creatinineDate: date(draft.creatinineDate),
    cystatin: measure('cystatin', draft.cystatinUnit === 'mgL' ? 'cystatinC' : 'cystatinEgfr'),
    cystatinDate: date(draft.cystatinDate),
    weight: measure('weight', 'weight'),
    height: measure('height', 'height'),
    measuredGfr: measure('measuredGfr', 'measuredGfr'),
  };
}

/** Specification §4: the other fields open once birth year and gender are entered. */
export function fieldsActive(draft: PatientDraft, now: Date): boolean {
  return validateBirthYear(draft.birthYear, now).ok && draft.gender !== '';
}
