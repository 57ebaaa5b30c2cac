import type { ClinicalMeasure } from '@medkompass/clinical/clinical-input-validation.ts';
import type { CdsPrefetch } from '@medkompass/contracts/cds-hooks.ts';

export const LOINC_SYSTEM = 'http://loinc.org';

/**
 * The laboratory and body measures the renal rules read: the LOINC codes that name each, and
 * the units it is read in, with the factor that turns each into ours (µmol/L creatinine, mg/L
 * cystatin C, mL/min/1.73 m² eGFR, kg, cm). The unit decides the conversion, so a creatinine in
 * mg/dL is read under either creatinine code. Units are compared as record systems write them
 * (unitKey: any case, µ, μ or u); a value in a unit not listed is not read, and the card says so:
 * a wrong unit is worse than none.
 */
export const CDS_OBSERVATIONS = {
  creatinine: {
    prefetch: 'creatinine',
    decimals: 0,
    // Creatinine [Moles/volume] and [Mass/volume] in Serum or Plasma.
    codes: ['14682-9', '2160-0'],
    // 1 mg/dL = 88.42 µmol/L.
    units: { 'µmol/L': 1, 'mmol/L': 1000, 'mg/dL': 88.42 },
  },
  cystatinC: {
    prefetch: 'cystatinC',
    decimals: 2,
    // Cystatin C [Mass/volume] in Serum or Plasma.
    codes: ['33863-2'],
    units: { 'mg/L': 1 },
  },
  cystatinEgfr: {
    prefetch: 'cystatinC',
    decimals: 0,
    // Glomerular filtration rate/1.73 sq M.predicted by Cystatin C-based formula.
    codes: ['50210-4'],
    units: { 'mL/min/{1.73_m2}': 1, 'mL/min/1.73m2': 1, 'mL/min/1,73 m2': 1 },
  },
  weight: { prefetch: 'weight', decimals: 1, codes: ['29463-7'], units: { kg: 1, g: 0.001 } },
  height: { prefetch: 'height', decimals: 0, codes: ['8302-2'], units: { cm: 1, m: 100 } },
} as const satisfies Record<
  Exclude<ClinicalMeasure, 'measuredGfr'>,
  {
    prefetch: keyof CdsPrefetch;
    /** The precision a laboratory reports in our unit. */
    decimals: number;
    codes: readonly string[];
    units: Record<string, number>;
  }
>;

export type ObservedMeasure = keyof typeof CDS_OBSERVATIONS;
