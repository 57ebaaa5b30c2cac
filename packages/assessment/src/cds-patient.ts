import { ageFromBirthYear } from '@medkompass/clinical/egfr-estimates.ts';
import {
  isWomanOfFertileAge,
  validateBirthYear,
  validateMeasure,
  type ClinicalMeasure,
} from '@medkompass/clinical/clinical-input-validation.ts';
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';
import {
  fhirObservationSchema,
  type CdsPrefetch,
  type FhirBundle,
  type FhirObservation,
} from '@medkompass/contracts/cds-hooks.ts';

export const LOINC_SYSTEM = 'http://loinc.org';

/**
 * The laboratory and body measures the renal rules read, by LOINC code, with the factor that
 * turns the reported unit into ours (µmol/L creatinine, mg/L cystatin C, mL/min/1.73 m² eGFR,
 * kg, cm). A value in a unit not listed is not read: a wrong unit is worse than none.
 */
export const CDS_OBSERVATIONS = {
  creatinine: {
    prefetch: 'creatinine',
    decimals: 0,
    codes: {
      // Creatinine [Moles/volume] in Serum or Plasma
      '14682-9': { 'umol/L': 1, 'µmol/L': 1, 'mmol/L': 1000 },
      // Creatinine [Mass/volume] in Serum or Plasma; 1 mg/dL = 88.42 µmol/L
      '2160-0': { 'mg/dL': 88.42 },
    },
  },
  cystatinC: {
    prefetch: 'cystatinC',
    decimals: 2,
    codes: {
      // Cystatin C [Mass/volume] in Serum or Plasma
      '33863-2': { 'mg/L': 1 },
    },
  },
  cystatinEgfr: {
    prefetch: 'cystatinC',
    decimals: 0,
    codes: {
      // Glomerular filtration rate/1.73 sq M.predicted by Cystatin C-based formula
      '50210-4': { 'mL/min/{1.73_m2}': 1, 'mL/min/1.73m2': 1, 'mL/min/1,73 m2': 1 },
    },
  },
  weight: { prefetch: 'weight', decimals: 1, codes: { '29463-7': { kg: 1, g: 0.001 } } },
  height: { prefetch: 'height', decimals: 0, codes: { '8302-2': { cm: 1, m: 100 } } },
} as const satisfies Record<
  Exclude<ClinicalMeasure, 'measuredGfr'>,
  {
    prefetch: keyof CdsPrefetch;
    /** The precision a laboratory reports in our unit. */
    decimals: number;
    codes: Record<string, Record<string, number>>;
  }
>;

type ObservedMeasure = keyof typeof CDS_OBSERVATIONS;

/** The patient of a CDS request as the app's integrated mode would have it, and the fertile-age rule. */
export interface CdsPatient {
  patient: IntegratedPatient;
  /** Specification §5: a woman aged 13–55; false when gender or age is unknown. */
  fertileWoman: boolean;
}

const dateOf = (observation: FhirObservation): string | null => {
  const when = observation.effectiveDateTime ?? observation.issued;
  return when !== undefined && /^\d{4}-\d{2}-\d{2}/.test(when) ? when.slice(0, 10) : null;
};

/** The most recent usable value of a measure in a Bundle, converted to our unit and checked. */
function latestMeasure(
  bundle: FhirBundle | null | undefined,
  measure: ObservedMeasure,
): { value: number; date: string | null } | null {
  const codes: Record<string, Record<string, number>> = CDS_OBSERVATIONS[measure].codes;
  const candidates = (bundle?.entry ?? []).flatMap((entry) => {
    const parsed = fhirObservationSchema.safeParse(entry.resource);
    if (!parsed.success) return [];
    const observation = parsed.data;
    if (['entered-in-error', 'cancelled', 'preliminary'].includes(observation.status ?? ''))
      return [];
    const quantity = observation.valueQuantity;
    const factors = (observation.code.coding ?? [])
      .filter((coding) => coding.system === LOINC_SYSTEM && coding.code !== undefined)
      .map((coding) => codes[coding.code ?? '']);
    const unit = quantity?.code ?? quantity?.unit ?? '';
    const factor = factors.map((units) => units?.[unit]).find((f) => f !== undefined);
    if (quantity?.value === undefined || factor === undefined) return [];
    // Rounded as a laboratory reports it, so a converted 2.5 mg/dL is 221 µmol/L, not 221.05.
    const scale = 10 ** CDS_OBSERVATIONS[measure].decimals;
    const value = Math.round(quantity.value * factor * scale) / scale;
    const checked = validateMeasure(measure, String(value));
    return checked.ok ? [{ value: checked.value, date: dateOf(observation) }] : [];
  });
  // The newest first; an undated value only when no dated one exists.
  candidates.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return candidates[0] ?? null;
}

/**
 * Reads the patient of a CDS request from its prefetch: birth year and gender from the Patient,
 * the newest creatinine, cystatin C (or its eGFR), weight and height from the Observations. The
 * same checks as the app's URL apply (ranges, adult birth year), so a card and the app agree.
 */
export function cdsPatientOf(prefetch: CdsPrefetch, now: Date): CdsPatient {
  const fhirPatient = prefetch.patient ?? null;
  const year =
    fhirPatient?.birthDate === undefined ? null : Number(fhirPatient.birthDate.slice(0, 4));
  const adultYear = year === null ? null : validateBirthYear(String(year), now);
  const gender =
    fhirPatient?.gender === 'female' ? 'FEMALE' : fhirPatient?.gender === 'male' ? 'MALE' : null;
  const read = (measure: ObservedMeasure) =>
    latestMeasure(prefetch[CDS_OBSERVATIONS[measure].prefetch], measure);
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
    fertileWoman: year !== null && isWomanOfFertileAge(gender, ageFromBirthYear(year, now)),
  };
}

/** Whether the request carries a creatinine or cystatin C value to base renal advice on. */
export function hasKidneyValues(patient: IntegratedPatient): boolean {
  return patient.creatinine !== null || patient.cystatinEgfr !== null || patient.cystatinC !== null;
}
