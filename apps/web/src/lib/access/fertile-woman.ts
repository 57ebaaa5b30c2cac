import { fertileWomanByBirthYear } from '@medkompass/clinical/clinical-input-validation.ts';
import { parseIntegratedUrl } from '@medkompass/clinical/integrated-mode-url.ts';

/**
 * Whether the patient is a woman of fertile age, as far as the app knows: false when the record
 * system says she is not (isFertile=false, specification §3 'Search state': isNotFertile; DESIGN
 * 'Integrated mode'); otherwise what the patient's birth year (or age) and gender in the URL say
 * (the renal form or the record system wrote them; packages/clinical), or null while either is
 * unknown. It greys the fetal-impact and lactation tabs; this is the one place the fact is read.
 */
export function fertileWomanOf(params: URLSearchParams, now: Date): boolean | null {
  const { isNotFertile, patient } = parseIntegratedUrl(params, now);
  if (isNotFertile) return false;
  return fertileWomanByBirthYear(patient.gender, patient.birthYear, now);
}
