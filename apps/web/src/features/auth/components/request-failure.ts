import { ApiRequestError } from '../../../lib/api-client.ts';

/** How an auth form's request went wrong, from the API's error code (never its message). */
export type RequestFailure =
  | { kind: 'refused'; code: ApiRequestError['code'] }
  | { kind: 'rateLimited'; seconds: number | null }
  | { kind: 'unavailable' };

export function requestFailureOf(error: unknown): RequestFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'unavailable' };
  if (error.code === 'rate_limited')
    return { kind: 'rateLimited', seconds: error.retryAfterSeconds };
  if (error.status >= 500 || error.code === 'unavailable') return { kind: 'unavailable' };
  return { kind: 'refused', code: error.code };
}
