import {
  fertileWomanByBirthYear,
  validateBirthYear,
  validateMeasure,
} from '@medkompass/clinical/clinical-input-validation.ts';
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';
import {
  CDS_PREFETCH_KEYS,
  fhirCodeableConceptSchema,
  fhirObservationSchema,
  type CdsPrefetch,
  type CdsPrefetchKey,
  type FhirBundle,
} from '@medkompass/contracts/cds-hooks.ts';

// The codes and units live apart from the reading, without Zod, so the web app's SMART launch can
// ask a record for the same Observations without the CDS contract's schemas (ADR 48).
export { CDS_OBSERVATIONS, LOINC_SYSTEM, type ObservedMeasure } from './cds-observation-codes.ts';
import { CDS_OBSERVATIONS, LOINC_SYSTEM, type ObservedMeasure } from './cds-observation-codes.ts';

/**
 * A unit as compared: no spaces, any case, and the micro sign, Greek mu or 'u' alike (lower case
 * first: the micro sign's upper case is the Greek capital mu).
 */
export const unitKey = (unit: string): string =>
  unit.replace(/\s+/g, '').toLowerCase().replace(/[µμ]/g, 'u');

/** The factor that turns a value in this unit into ours; undefined for a unit not read. */
function factorOf(measure: ObservedMeasure, unit: string): number | undefined {
  const units: Record<string, number> = CDS_OBSERVATIONS[measure].units;
  return Object.entries(units).find(([known]) => unitKey(known) === unitKey(unit))?.[1];
}

/**
 * Why an Observation of a measure that the request carried was not used, and its date: a value
 * in a unit that is not read (null: no unit), a value outside the app's range (`converted` into
 * our unit), no numeric value, or only a preliminary result.
 */
export type UnusedObservation = { date: string | null } & (
  | { problem: 'unit'; value: number; unit: string | null }
  | { problem: 'range'; value: number; unit: string; converted: number }
  | { problem: 'noValue' }
  | { problem: 'preliminary' }
);

/** What the request lacked for the renal rules, so a card can say why they could not be applied. */
export interface CdsPatientGaps {
  /** Prefetch keys the client did not fill (unfilledPrefetchKeys). */
  notSent: readonly CdsPrefetchKey[];
  /** Why the birth year is unknown: none in the Patient, or not an adult age the rules accept. */
  birthYear: 'missing' | 'notAdult' | null;
  /** Why gender is unknown: none in the Patient, or 'other'/'unknown' (LM-rev needs female or male). */
  gender: 'missing' | 'otherOrUnknown' | null;
  /** Per measure, the newest Observation that was not used, when no newer one was. */
  unused: Partial<Record<ObservedMeasure, UnusedObservation>>;
}

/** The patient of a CDS request as the app's integrated mode would have it, and the fertile-age rule. */
export interface CdsPatient {
  patient: IntegratedPatient;
  /** Specification §5: a woman of fertile age (FERTILE_AGE); false when gender or age is unknown. */
  fertileWoman: boolean;
  gaps: CdsPatientGaps;
}

/**
 * The prefetch keys the client did not fill. CDS Hooks 2.0 leaves out a key the client could not
 * fill and sends null for a query that found nothing; two nulls cannot mean "nothing found", so
 * they count as not filled: the Patient (the request's own patient exists), and every key at once
 * (a client that sends only nulls has prefetched nothing).
 */
export function unfilledPrefetchKeys(prefetch: CdsPrefetch): CdsPrefetchKey[] {
  const nothingSent = CDS_PREFETCH_KEYS.every((key) => (prefetch[key] ?? null) === null);
  return CDS_PREFETCH_KEYS.filter(
    (key) =>
      nothingSent || prefetch[key] === undefined || (key === 'patient' && prefetch[key] === null),
  );
}

const dateOf = (observation: { effectiveDateTime?: unknown; issued?: unknown }): string | null => {
  const when = [observation.effectiveDateTime, observation.issued].find(
    (w) => typeof w === 'string',
  );
  return typeof when === 'string' && /^\d{4}-\d{2}-\d{2}/.test(when) ? when.slice(0, 10) : null;
};

type Reading =
  | { used: true; value: number; date: string | null }
  | { used: false; date: string | null; why: UnusedObservation };

const unusedFor = (why: UnusedObservation): Reading => ({ used: false, date: why.date, why });

/** Whether an Observation (as sent, perhaps malformed) is coded as one of the measure's codes. */
function isOfMeasure(resource: object, measure: ObservedMeasure): boolean {
  const code = fhirCodeableConceptSchema.safeParse((resource as { code?: unknown }).code);
  const codes: readonly string[] = CDS_OBSERVATIONS[measure].codes;
  return (
    code.success &&
    (code.data.coding ?? []).some((c) => c.system === LOINC_SYSTEM && codes.includes(c.code ?? ''))
  );
}

/** One Observation of the measure read: its value in our unit, or why it was not used. */
function readObservation(resource: object, measure: ObservedMeasure): Reading | null {
  const parsed = fhirObservationSchema.safeParse(resource);
  // A value that is not a number, a date or unit over the limits: the Observation is not read.
  if (!parsed.success) return unusedFor({ problem: 'noValue', date: dateOf(resource) });
  const observation = parsed.data;
  const date = dateOf(observation);
  const status = observation.status ?? '';
  // Results withdrawn or never made are no results at all.
  if (['entered-in-error', 'cancelled'].includes(status)) return null;
  if (status === 'preliminary') return unusedFor({ problem: 'preliminary', date });
  const quantity = observation.valueQuantity;
  if (quantity?.value === undefined) return unusedFor({ problem: 'noValue', date });
  const sentUnit = quantity.unit ?? quantity.code ?? null;
  const factor = [quantity.code, quantity.unit]
    .map((unit) => (unit === undefined ? undefined : factorOf(measure, unit)))
    .find((f) => f !== undefined);
  if (factor === undefined)
    return unusedFor({ problem: 'unit', value: quantity.value, unit: sentUnit, date });
  // Rounded as a laboratory reports it, so a converted 2.5 mg/dL is 221 µmol/L, not 221.05.
  const scale = 10 ** CDS_OBSERVATIONS[measure].decimals;
  const converted = Math.round(quantity.value * factor * scale) / scale;
  const checked = validateMeasure(measure, String(converted));
  return checked.ok
    ? { used: true, value: checked.value, date }
    : unusedFor({ problem: 'range', value: quantity.value, unit: sentUnit ?? '', converted, date });
}

/**
 * The most recent usable value of a measure in a Bundle, converted to our unit and checked, and
 * the newest Observation of the measure that could not be used when it is newer than that value.
 */
function latestMeasure(
  bundle: FhirBundle | null | undefined,
  measure: ObservedMeasure,
): { value: { value: number; date: string | null } | null; unused: UnusedObservation | null } {
  const readings = (bundle?.entry ?? []).flatMap((entry) => {
    const resource = entry.resource;
    if (resource?.resourceType !== 'Observation' || !isOfMeasure(resource, measure)) return [];
    const reading = readObservation(resource, measure);
    return reading === null ? [] : [reading];
  });
  // The newest first; an undated value only when no dated one exists.
  readings.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  const used = readings.find((r) => r.used);
  const unused = readings.find((r) => !r.used);
  const newer =
    unused !== undefined && (used === undefined || (unused.date ?? '') > (used.date ?? ''));
  return {
    value: used === undefined ? null : { value: used.value, date: used.date },
    unused: newer ? unused.why : null,
  };
}

/**
 * Reads the patient of a CDS request from its prefetch: birth year and gender from the Patient,
 * the newest creatinine, cystatin C (or its eGFR), weight and height from the Observations. The
 * same checks as the app's URL apply (ranges, adult birth year), so a card and the app agree;
 * what could not be read is kept in `gaps`, so a card can say why.
 */
export function cdsPatientOf(prefetch: CdsPrefetch, now: Date): CdsPatient {
  const notSent = unfilledPrefetchKeys(prefetch);
  const fhirPatient = notSent.includes('patient') ? null : (prefetch.patient ?? null);
  const year =
    fhirPatient?.birthDate === undefined ? null : Number(fhirPatient.birthDate.slice(0, 4));
  const adultYear = year === null ? null : validateBirthYear(String(year), now);
  const gender =
    fhirPatient?.gender === 'female' ? 'FEMALE' : fhirPatient?.gender === 'male' ? 'MALE' : null;
  const unused: CdsPatientGaps['unused'] = {};
  const read = (measure: ObservedMeasure) => {
    const key = CDS_OBSERVATIONS[measure].prefetch;
    const result = latestMeasure(notSent.includes(key) ? null : prefetch[key], measure);
    if (result.unused !== null) unused[measure] = result.unused;
    return result.value;
  };
  const creatinine = read('creatinine');
  const cystatinEgfr = read('cystatinEgfr');
  const cystatinC = read('cystatinC');
  const weight = read('weight');
  const height = read('height');
  return {
    patient: {
      birthYear: adultYear?.ok ? adultYear.value : null,
      gender,
      weight: weight?.value ?? null,
      height: height?.value ?? null,
      creatinine: creatinine?.value ?? null,
      // A laboratory's cystatin C eGFR is used as it is; CAPA from cystatin C only without one.
      cystatinEgfr: cystatinEgfr?.value ?? null,
      cystatinC: cystatinEgfr === null ? (cystatinC?.value ?? null) : null,
      measuredGfr: null,
      creatinineDate: creatinine?.date ?? null,
      cystatinEgfrDate: (cystatinEgfr ?? cystatinC)?.date ?? null,
      weightDate: weight?.date ?? null,
      heightDate: height?.date ?? null,
    },
    fertileWoman: fertileWomanByBirthYear(gender, year, now) === true,
    gaps: {
      notSent,
      birthYear: year === null ? 'missing' : adultYear?.ok ? null : 'notAdult',
      gender:
        gender !== null ? null : fhirPatient?.gender === undefined ? 'missing' : 'otherOrUnknown',
      unused,
    },
  };
}
