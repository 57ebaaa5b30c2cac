/** The most a record system can say it could not code; more is a malformed address. */
const MAX_UNIDENTIFIED = 1000;

/** `unidentified=N` of the address (DESIGN 'Integrated mode'): a whole number, else 0. */
export function unidentifiedParam(params: URLSearchParams): number {
  const value = params.get('unidentified')?.trim() ?? '';
  if (!/^\d{1,4}$/.test(value)) return 0;
  return Math.min(Number(value), MAX_UNIDENTIFIED);
}

/**
 * How many drugs of the record's list the decision support cannot assess: those the record system
 * could not code (`unidentified=N`) and the ids it sent that the knowledge base does not know.
 */
export function unidentifiedCount(params: URLSearchParams, unknownIds: number): number {
  return unidentifiedParam(params) + unknownIds;
}
