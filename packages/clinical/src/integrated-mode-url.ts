import {
  birthYearFromAge,
  formatYymmdd,
  measureRefusal,
  parseGender,
  parseSampleDateParameter,
  validateBirthYear,
  validateMeasure,
  type ClinicalMeasure,
} from './clinical-input-validation.ts';
import { parseIsoDate } from './calendar.ts';
import type { Sex } from './egfr.ts';
import type { KidneyFunctionInput } from './egfr-estimates.ts';
import { INTEGRATED_PARAMS as I, PATIENT_PARAMS as P } from './integrated-mode-url-params.ts';
import { bandFromId, type RenalBand } from './renal-bands.ts';
import type { Validated } from './validation-result.ts';

/**
 * Patient data a record system sends in the URL (DESIGN 'Integrated mode'), in PATIENT_PARAMS.
 * The renal form writes the same parameters, so a reload or a shared link keeps the patient.
 */
export interface IntegratedPatient {
  birthYear: number | null;
  gender: Sex | null;
  weight: number | null;
  height: number | null;
  creatinine: number | null;
  cystatinEgfr: number | null;
  /** mg/L */
  cystatinC: number | null;
  /** mL/min */
  measuredGfr: number | null;
  /** ISO dates 'yyyy-mm-dd' */
  creatinineDate: string | null;
  cystatinEgfrDate: string | null;
  weightDate: string | null;
  heightDate: string | null;
}

export interface IntegratedUrl {
  /** jmi=true switches integrated mode on. */
  integrated: boolean;
  /** t: a session token from the record system. */
  token: string | null;
  nplIds: string[];
  nslIds: string[];
  patient: IntegratedPatient;
  /** rl=true locks the risk profile. */
  lockRiskprofile: boolean;
  /** isFertile=false says the patient is not a woman of fertile age. */
  isNotFertile: boolean;
  /** unidentified=N: drugs the record system could not code. */
  unidentified: number;
  /** interval=30-59: the eGFR band chosen (by the record system or the prescriber). */
  interval: RenalBand | null;
  /** Every value that was ignored, and why. */
  problems: { parameter: string; value: string; reason: string }[];
}

const NPL_ID = /^\d{14}$/;
const NSL_ID = /^ID[A-Z0-9]{8,30}$/;
const TOKEN = /^[\w.~+/=-]{1,4096}$/;

type NumberField =
  'weight' | 'height' | 'creatinine' | 'cystatinEgfr' | 'cystatinC' | 'measuredGfr';
type DateField = 'creatinineDate' | 'cystatinEgfrDate' | 'weightDate' | 'heightDate';

/** URL parameter → patient field and the range it is checked against. */
const MEASURES: readonly [string, NumberField, ClinicalMeasure][] = [
  [P.weight, 'weight', 'weight'],
  [P.height, 'height', 'height'],
  [P.creatinine, 'creatinine', 'creatinine'],
  [P.cystatinEgfr, 'cystatinEgfr', 'cystatinEgfr'],
  [P.cystatinC, 'cystatinC', 'cystatinC'],
  [P.measuredGfr, 'measuredGfr', 'measuredGfr'],
];
const DATES: readonly [string, DateField][] = [
  [P.creatinineDate, 'creatinineDate'],
  [P.cystatinDate, 'cystatinEgfrDate'],
  [P.weightDate, 'weightDate'],
  [P.heightDate, 'heightDate'],
];

const refused = (reason: string): Validated<never> => ({ ok: false, reason });

/** The most a record system can say it could not code; a larger count is read as this. */
export const MAX_UNIDENTIFIED = 1000;

/**
 * `unidentified=N` (DESIGN 'Integrated mode'): a whole number of at most four digits, surrounding
 * spaces ignored, capped at MAX_UNIDENTIFIED; anything else is refused rather than guessed.
 */
export function validateUnidentifiedCount(raw: string): Validated<number> {
  const trimmed = raw.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return refused('Antal anges med siffror');
  return { ok: true, value: Math.min(Number(trimmed), MAX_UNIDENTIFIED) };
}

/**
 * Reads the integrated-mode parameters of a URL into a typed patient, search list and flags.
 * Unknown or invalid values are ignored and listed in `problems`; nothing is thrown.
 */
export function parseIntegratedUrl(params: URLSearchParams, now: Date): IntegratedUrl {
  const problems: IntegratedUrl['problems'] = [];
  /** The parameter's value checked by `check`; null when absent or refused (and then reported). */
  const read = <T>(parameter: string, check: (raw: string) => Validated<T>): T | null => {
    const raw = params.get(parameter);
    if (raw === null) return null;
    const result = check(raw);
    if (result.ok) return result.value;
    problems.push({ parameter, value: raw, reason: result.reason });
    return null;
  };
  const ids = (parameter: string, pattern: RegExp): string[] => {
    const all = params
      .getAll(parameter)
      .flatMap((value) => value.split(/[,-]/))
      .map((id) => id.trim());
    const good = all.filter((id) => {
      if (pattern.test(id)) return true;
      if (id !== '') problems.push({ parameter, value: id, reason: 'Ogiltigt id' });
      return false;
    });
    return [...new Set(good)];
  };

  const patient: IntegratedPatient = {
    birthYear: params.has(P.birthYear)
      ? read(P.birthYear, (raw) => validateBirthYear(raw, now))
      : read(P.age, (raw) => birthYearFromAge(raw, now)),
    gender: read(P.gender, parseGender),
    weight: null,
    height: null,
    creatinine: null,
    cystatinEgfr: null,
    cystatinC: null,
    measuredGfr: null,
    creatinineDate: null,
    cystatinEgfrDate: null,
    weightDate: null,
    heightDate: null,
  };
  for (const [parameter, field, measure] of MEASURES) {
    patient[field] = read(parameter, (raw) => validateMeasure(measure, raw));
  }
  for (const [parameter, field] of DATES) {
    patient[field] = read(parameter, parseSampleDateParameter);
  }

  return {
    integrated: params.get(I.integrated) === 'true',
    token: read(I.token, (raw) =>
      TOKEN.test(raw) ? { ok: true, value: raw } : refused('Ogiltig token'),
    ),
    nplIds: ids(I.nplIds, NPL_ID),
    nslIds: ids(I.nslIds, NSL_ID),
    patient,
    lockRiskprofile: params.get(I.lockRiskprofile) === 'true',
    isNotFertile: params.get(I.isFertile) === 'false',
    unidentified: read(I.unidentified, validateUnidentifiedCount) ?? 0,
    interval: read(I.interval, (raw) => {
      const band = bandFromId(raw);
      return band ? { ok: true, value: band } : refused('Okänt eGFR-intervall');
    }),
    problems,
  };
}

/**
 * The patient as the renal rules take it: ISO dates become dates. With the URL's problems, a
 * creatinine that was given but refused is named as such (`refusedCreatinine`).
 */
export function kidneyFunctionInputOf(
  patient: IntegratedPatient,
  problems: IntegratedUrl['problems'] = [],
): KidneyFunctionInput {
  const date = (iso: string | null) => (iso === null ? null : parseIsoDate(iso));
  const creatinineProblem = problems.find((p) => p.parameter === P.creatinine);
  const refusedDate = (parameter: string) => problems.some((p) => p.parameter === parameter);
  return {
    refusedCreatinine:
      creatinineProblem === undefined
        ? null
        : measureRefusal('creatinine', creatinineProblem.value),
    birthYear: patient.birthYear,
    gender: patient.gender,
    weight: patient.weight,
    height: patient.height,
    creatinine: patient.creatinine,
    creatinineDate: date(patient.creatinineDate),
    creatinineDateRefused: refusedDate(P.creatinineDate),
    relativeCystatinEGFR: patient.cystatinEgfr,
    relativeCystatinEGFRDate: date(patient.cystatinEgfrDate),
    cystatinDateRefused: refusedDate(P.cystatinDate),
    cystatinC: patient.cystatinC,
    manualAbsoluteEGFR: patient.measuredGfr,
  };
}

/** What a link into the app in integrated mode carries (the inverse of parseIntegratedUrl). */
export interface IntegratedLink {
  nplIds: readonly string[];
  nslIds: readonly string[];
  patient: IntegratedPatient;
  /** Drugs the caller could not identify. */
  unidentified: number;
}

const GENDER_PARAM: Record<Sex, string> = { FEMALE: 'f', MALE: 'm' };

/**
 * The query of a link that opens the app in integrated mode with the list and the patient, in
 * the parameters parseIntegratedUrl reads (e.g. a CDS Hooks card's link back into the app).
 * Absent values are left out; dates outside this century cannot be written as yymmdd and are
 * left out with their value, so the app never reads a value with the wrong date.
 */
export function integratedUrlParams(link: IntegratedLink): URLSearchParams {
  const params = new URLSearchParams({ [I.integrated]: 'true' });
  if (link.nplIds.length > 0) params.set(I.nplIds, link.nplIds.join(','));
  if (link.nslIds.length > 0) params.set(I.nslIds, link.nslIds.join(','));
  const { patient } = link;
  if (patient.birthYear !== null) params.set(P.birthYear, String(patient.birthYear));
  if (patient.gender !== null) params.set(P.gender, GENDER_PARAM[patient.gender]);
  const dateOf: Partial<Record<NumberField, DateField>> = {
    creatinine: 'creatinineDate',
    cystatinEgfr: 'cystatinEgfrDate',
    cystatinC: 'cystatinEgfrDate',
    weight: 'weightDate',
    height: 'heightDate',
  };
  for (const [parameter, field] of MEASURES) {
    const value = patient[field];
    if (value === null) continue;
    const dateField = dateOf[field];
    const iso = dateField === undefined ? null : patient[dateField];
    const yymmdd = iso === null ? null : formatYymmdd(iso);
    if (iso !== null && yymmdd === null) continue;
    params.set(parameter, String(value));
    const dateParameter = DATES.find(([, f]) => f === dateField)?.[0];
    if (yymmdd !== null && dateParameter !== undefined) params.set(dateParameter, yymmdd);
  }
  if (link.unidentified > 0) params.set(I.unidentified, String(link.unidentified));
  return params;
}
