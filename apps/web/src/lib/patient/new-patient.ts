import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import { ADMINISTRATION_PARAM } from '../assessment/administration-choices.ts';
import { writeSearchList } from '../search-list/search-list-params.ts';
import { withoutPatient } from './patient-params.ts';

/**
 * What a record system may say of the patient beyond the renal form's fields (DESIGN 'Integrated
 * mode'): a stale `isFertile=false` would grey the next patient's tabs, and `unidentified` counts
 * drugs of the last patient's record.
 */
const OTHER_PATIENT_PARAMS = [INTEGRATED_PARAMS.isFertile, INTEGRATED_PARAMS.unidentified];

/**
 * A copy of `params` for the next patient: no search list, no patient data or chosen eGFR band, no
 * riskprofile administrations. What is not about the patient (e.g. `jmi`, `rl`) stays.
 */
export function forNewPatient(params: URLSearchParams): URLSearchParams {
  const next = writeSearchList(withoutPatient(params), []);
  next.delete(ADMINISTRATION_PARAM);
  for (const name of OTHER_PATIENT_PARAMS) next.delete(name);
  return next;
}

/** Whether `params` hold anything of a patient that a new patient would clear. */
export function holdsPatient(params: URLSearchParams): boolean {
  return forNewPatient(params).toString() !== new URLSearchParams(params).toString();
}
