import type { SourceName } from '@medkompass/contracts/source.ts';
import { withoutChosenBand } from './patient-params.ts';

/**
 * The query a source's tab links to: the search list and the patient stay (specification §2
 * 'Switching tab keeps the search terms'); the renal tab drops the chosen eGFR band, since
 * clicking it resets the selected interval (§4 'Renal tab').
 */
export function tabSearch(source: SourceName, search: string): string {
  if (source !== 'njurfunktion') return search;
  const next = withoutChosenBand(new URLSearchParams(search)).toString();
  return next === '' ? '' : `?${next}`;
}
