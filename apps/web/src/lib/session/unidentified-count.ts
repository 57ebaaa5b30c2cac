import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import { validateUnidentifiedCount } from '@medkompass/clinical/integrated-mode-url.ts';

/** `unidentified=N` of the address, read by the integrated-mode URL's own rule; else 0. */
export function unidentifiedParam(params: URLSearchParams): number {
  const checked = validateUnidentifiedCount(params.get(INTEGRATED_PARAMS.unidentified) ?? '');
  return checked.ok ? checked.value : 0;
}

/**
 * How many drugs of the record's list the decision support cannot assess: those the record system
 * could not code (`unidentified=N`) and the ids it sent that the knowledge base does not know.
 */
export function unidentifiedCount(params: URLSearchParams, unknownIds: number): number {
  return unidentifiedParam(params) + unknownIds;
}
