import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import { REVIEW_PRINT_PATH } from '@medkompass/assessment/site-routes.ts';

export type ReviewFormat = 'json' | 'fhir';

/**
 * The address's parameters as a review call takes them: the list, the patient and the rest
 * carried over as they are (the server reads what it knows), without a record system's `t`
 * token, which never goes into an address again once the session has read it (ADR 17).
 */
export function reviewQueryParams(address: URLSearchParams, format: ReviewFormat): URLSearchParams {
  const params = new URLSearchParams(address);
  params.delete(INTEGRATED_PARAMS.token);
  params.delete('format');
  params.set('format', format);
  return params;
}

/** The review document's address for the same list and patient. */
export function reviewPrintHref(address: URLSearchParams): string {
  const params = new URLSearchParams(address);
  params.delete(INTEGRATED_PARAMS.token);
  const search = params.toString();
  return search === '' ? REVIEW_PRINT_PATH : `${REVIEW_PRINT_PATH}?${search}`;
}

/** The address of the review as a FHIR Bundle, for a download link. */
export function reviewFhirHref(apiBase: string, address: URLSearchParams): string {
  return `${apiBase.replace(/\/$/, '')}/api/review?${reviewQueryParams(address, 'fhir').toString()}`;
}
