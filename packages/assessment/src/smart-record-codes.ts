import { CDS_OBSERVATIONS, LOINC_SYSTEM } from './cds-observation-codes.ts';

/*
 * What a SMART launch asks the record for, without Zod: the web app builds its FHIR search from
 * it, and smart-record.ts (on the server) reads the answer (ADR 48).
 */

/** Pregnancy status (LOINC 82810-3). */
export const PREGNANCY_STATUS_LOINC = '82810-3';

/** Every LOINC code the app reads: the CDS prefetch's measures and pregnancy status. */
export const RECORD_OBSERVATION_CODES: readonly string[] = [
  ...new Set([
    ...Object.values(CDS_OBSERVATIONS).flatMap((measure) => measure.codes),
    PREGNANCY_STATUS_LOINC,
  ]),
];

/** The FHIR search token of those codes: `code=http://loinc.org|14682-9,…`. */
export const recordObservationCodeQuery = (): string =>
  RECORD_OBSERVATION_CODES.map((code) => `${LOINC_SYSTEM}|${code}`).join(',');
