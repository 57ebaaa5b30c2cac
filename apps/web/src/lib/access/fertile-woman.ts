/**
 * Whether the patient is a woman of fertile age, as far as the app knows: false when the record
 * system says she is not (isFertile=false, specification §3 'Search state': isNotFertile; DESIGN
 * 'Integrated mode'), otherwise null (unknown). It greys the fetal-impact and lactation tabs.
 * This is the one place the fact is read: birth year and gender from the patient form join here
 * (packages/clinical isWomanOfFertileAge).
 */
export function fertileWomanOf(params: URLSearchParams): boolean | null {
  return params.get('isFertile') === 'false' ? false : null;
}
