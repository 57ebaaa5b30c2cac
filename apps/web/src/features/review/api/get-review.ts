import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiUrl, type QueryParams } from '../../../lib/api-client.ts';
import { sessionToken } from '../../../lib/session/session-token.ts';
import { reviewQueryParams } from '../review-params.ts';

/** The answer's schema, loaded with the call rather than the first page (ADR 29). */
const loadReviewAnswerSchema = () =>
  import('@medkompass/contracts/review-answer.ts').then((contract) => contract.reviewAnswerSchema);

function paramsOf(search: URLSearchParams): QueryParams {
  const params: Record<string, string[]> = {};
  for (const [name, value] of search) (params[name] ??= []).push(value);
  return params;
}

/**
 * GET /api/review?…&format=json: the whole review of the address's list and patient, by the
 * server's one review rule, for the review document's summary. Keyed by the forwarded parameters,
 * so a summary is never shown for another list or patient.
 */
export const reviewQueryOptions = (address: URLSearchParams) => {
  const query = reviewQueryParams(address, 'json');
  return queryOptions({
    queryKey: ['review', query.toString()] as const,
    queryFn: ({ signal }) => apiGet('/api/review', paramsOf(query), loadReviewAnswerSchema, signal),
  });
};

/**
 * The FHIR Bundle of the review, as the record system receives it: fetched with the session's
 * token, so a record system's session (ADR 17) counts as it does for the tabs.
 */
export async function fetchReviewBundle(address: URLSearchParams): Promise<unknown> {
  const url = await apiUrl(`/api/review?${reviewQueryParams(address, 'fhir').toString()}`);
  const token = sessionToken();
  const response = await fetch(url, {
    headers: {
      Accept: 'application/fhir+json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
  });
  if (!response.ok) throw new Error(`GET /api/review answered ${String(response.status)}`);
  return response.json();
}
