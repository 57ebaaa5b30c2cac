import { fertileWomanByBirthYear } from '@medkompass/clinical/clinical-input-validation.ts';
import { readRenalPatient } from './patient-params.ts';

/**
 * Whether the patient in the URL is a woman of fertile age (13–55, specification §5), for greying
 * the birth-defect and lactation tabs: from the birth year (or age) and gender the renal form or
 * the record system wrote. Null while either is unknown; then nothing is greyed.
 */
export function patientFertileWoman(params: URLSearchParams, now: Date): boolean | null {
  const { patient } = readRenalPatient(params, now);
  return fertileWomanByBirthYear(patient.gender, patient.birthYear, now);
}
