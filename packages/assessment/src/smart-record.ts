import { integratedUrlParams } from '@medkompass/clinical/integrated-mode-url.ts';
import {
  fhirPatientSchema,
  type FhirBundle,
  type FhirPatient,
} from '@medkompass/contracts/cds-hooks.ts';
import {
  identifyOrders,
  type IdentifiedOrder,
  type MedicationCodeLookup,
} from './cds-medications.ts';
import { cdsPatientOf, LOINC_SYSTEM, type CdsPatient } from './cds-patient.ts';
import { PREGNANCY_STATUS_LOINC } from './smart-record-codes.ts';

export {
  PREGNANCY_STATUS_LOINC,
  RECORD_OBSERVATION_CODES,
  recordObservationCodeQuery,
} from './smart-record-codes.ts';

const SNOMED_SYSTEM = 'http://snomed.info/sct';
/** The SNOMED CT answers to pregnancy status that record systems give. */
const PREGNANCY_ANSWERS: Readonly<Record<string, RecordPregnancy['status']>> = {
  '77386006': 'pregnant',
  '60001007': 'notPregnant',
};

/*
 * A patient's record read over SMART on FHIR, turned into what the app takes from a record
 * system's URL: the same identification of medications as the CDS service (identifyOrders) and
 * the same reading of laboratory values (cdsPatientOf), so the app launched from the record, the
 * app opened by URL and a CDS card see one patient alike.
 */

/** The medication resources read: R4 MedicationRequest and MedicationStatement. */
const MEDICATION_TYPES: ReadonlySet<string> = new Set(['MedicationRequest', 'MedicationStatement']);

/** Orders and statements no longer in use; any other status (or none) counts as the list. */
const ENDED_STATUSES: ReadonlySet<string> = new Set([
  'cancelled',
  'completed',
  'entered-in-error',
  'stopped',
  'revoked',
  'not-taken',
  'draft',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A MedicationStatement as the order identification reads it: the drug is in the same fields
 * (medicationCodeableConcept, medicationReference, contained) as in a MedicationRequest.
 */
function asOrder(resource: Record<string, unknown>): Record<string, unknown> {
  if (resource.resourceType !== 'MedicationStatement') return resource;
  const { medicationCodeableConcept, medicationReference, contained, id, status } = resource;
  return {
    resourceType: 'MedicationRequest',
    id,
    status,
    medicationCodeableConcept,
    medicationReference,
    contained,
  };
}

/**
 * The patient's medication list from the record, identified by identifyOrders (NPL id in
 * `nplSystem`, ATC code, substance name): the active MedicationRequests and MedicationStatements;
 * ended ones are left out. A resource that cannot be read is kept as unidentified, so it is named
 * to the prescriber, never dropped. Keys say which resource each came from.
 */
export function identifyRecordMedications(
  kb: MedicationCodeLookup,
  resources: readonly unknown[],
  nplSystem: string,
): IdentifiedOrder[] {
  const medications = resources.filter(
    (resource): resource is Record<string, unknown> =>
      isObject(resource) &&
      typeof resource.resourceType === 'string' &&
      MEDICATION_TYPES.has(resource.resourceType) &&
      !(typeof resource.status === 'string' && ENDED_STATUSES.has(resource.status)),
  );
  const bundle = {
    resourceType: 'Bundle',
    entry: medications.map((resource) => ({ resource: asOrder(resource) })),
  } as FhirBundle;
  return identifyOrders(kb, bundle, nplSystem).map((order, index) => {
    const source = medications[index];
    const id = source?.id;
    return typeof id === 'string' && typeof source?.resourceType === 'string'
      ? { ...order, key: `${source.resourceType}/${id}` }
      : order;
  });
}

export interface RecordPregnancy {
  status: 'pregnant' | 'notPregnant';
  /** ISO date 'yyyy-mm-dd' of the observation, when it has one. */
  date: string | null;
}

/** The newest final pregnancy status the record gives; null without one it can answer. */
export function recordPregnancyOf(observations: readonly unknown[]): RecordPregnancy | null {
  const found: RecordPregnancy[] = [];
  for (const resource of observations) {
    if (!isObject(resource) || resource.resourceType !== 'Observation') continue;
    const status = typeof resource.status === 'string' ? resource.status : '';
    if (['entered-in-error', 'cancelled', 'preliminary'].includes(status)) continue;
    const codings = (isObject(resource.code) ? resource.code.coding : undefined) ?? [];
    const isPregnancy =
      Array.isArray(codings) &&
      codings.some(
        (c) => isObject(c) && c.system === LOINC_SYSTEM && c.code === PREGNANCY_STATUS_LOINC,
      );
    if (!isPregnancy) continue;
    const answers = isObject(resource.valueCodeableConcept)
      ? resource.valueCodeableConcept.coding
      : undefined;
    const answer = Array.isArray(answers)
      ? answers
          .filter((c) => isObject(c) && c.system === SNOMED_SYSTEM)
          .map((c) => PREGNANCY_ANSWERS[String((c as { code?: unknown }).code)])
          .find((s) => s !== undefined)
      : undefined;
    if (answer === undefined) continue;
    const when = resource.effectiveDateTime ?? resource.issued;
    const date =
      typeof when === 'string' && /^\d{4}-\d{2}-\d{2}/.test(when) ? when.slice(0, 10) : null;
    found.push({ status: answer, date });
  }
  found.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return found[0] ?? null;
}

export type RecordPatientResult =
  | { ok: true; patient: CdsPatient; pregnancy: RecordPregnancy | null }
  | { ok: false; problem: 'malformedPatient' };

/**
 * The patient of the record: birth year and gender from the Patient, the newest creatinine,
 * cystatin C, weight and height from the Observations, read exactly as a CDS request's prefetch
 * (cdsPatientOf: LOINC codes, UCUM units, ranges, dates), and the pregnancy status. A Patient
 * that breaks the FHIR contract is refused, not guessed at.
 */
export function recordPatientOf(
  patient: unknown,
  observations: readonly unknown[],
  now: Date,
): RecordPatientResult {
  const parsed = fhirPatientSchema.safeParse(patient);
  if (!parsed.success) return { ok: false, problem: 'malformedPatient' };
  const bundle = {
    resourceType: 'Bundle',
    entry: observations
      .filter((resource) => isObject(resource) && typeof resource.resourceType === 'string')
      .map((resource) => ({ resource })),
  } as FhirBundle;
  const fhirPatient: FhirPatient = parsed.data;
  return {
    ok: true,
    patient: cdsPatientOf(
      {
        patient: fhirPatient,
        creatinine: bundle,
        cystatinC: bundle,
        weight: bundle,
        height: bundle,
      },
      now,
    ),
    pregnancy: recordPregnancyOf(observations),
  };
}

/**
 * The app's address for the record's patient and list, in the parameters a record system sends in
 * integrated mode (integratedUrlParams), so the tabs read it as they read any record system's
 * link; the orders that could not be identified are counted in `unidentified`.
 */
export function recordLinkParams(
  patient: CdsPatient,
  orders: readonly IdentifiedOrder[],
): URLSearchParams {
  const identified = orders.filter((order) => order.identified);
  return integratedUrlParams({
    nplIds: [...new Set(identified.flatMap((order) => order.nplIds))],
    nslIds: [...new Set(identified.flatMap((order) => order.nslIds))],
    patient: patient.patient,
    unidentified: orders.length - identified.length,
  });
}

/** A value the record gave the renal rules, in our unit, with its sample date. */
export interface RecordValue {
  measure: 'creatinine' | 'cystatinC' | 'cystatinEgfr' | 'weight' | 'height';
  value: number;
  date: string | null;
}

export type RecordReading =
  | {
      ok: true;
      /** The app's integrated-mode query for the list and the patient. */
      search: string;
      /** The names of the medications that could not be identified, as the record wrote them. */
      unidentified: string[];
      values: RecordValue[];
      pregnancy: RecordPregnancy | null;
    }
  | { ok: false; problem: 'malformedPatient' };

const VALUE_DATES = {
  creatinine: 'creatinineDate',
  cystatinC: 'cystatinEgfrDate',
  cystatinEgfr: 'cystatinEgfrDate',
  weight: 'weightDate',
  height: 'heightDate',
} as const satisfies Record<RecordValue['measure'], string>;

/**
 * Everything a SMART launch read, as the app takes it: the integrated-mode query (list and
 * patient), the values that came from the record with their dates, the pregnancy status and the
 * names of what could not be identified. A malformed Patient gives nothing at all.
 */
export function recordReadingOf(
  kb: MedicationCodeLookup,
  record: { patient: unknown; observations: readonly unknown[]; medications: readonly unknown[] },
  nplSystem: string,
  now: Date,
): RecordReading {
  const patient = recordPatientOf(record.patient, record.observations, now);
  if (!patient.ok) return patient;
  const orders = identifyRecordMedications(kb, record.medications, nplSystem);
  const read = patient.patient.patient;
  return {
    ok: true,
    search: recordLinkParams(patient.patient, orders).toString(),
    unidentified: orders.filter((order) => !order.identified).map((order) => order.label),
    values: (Object.keys(VALUE_DATES) as RecordValue['measure'][]).flatMap((measure) => {
      const value = read[measure];
      return value === null ? [] : [{ measure, value, date: read[VALUE_DATES[measure]] }];
    }),
    pregnancy: patient.pregnancy,
  };
}
