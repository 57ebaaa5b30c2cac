import * as z from 'zod/mini';

/**
 * Every `error.code` the API sends (DESIGN §3.3). The code is the stable, machine-readable part
 * of an error; clients branch on it, never on the Swedish message.
 */
export const apiErrorCodeSchema = z.enum([
  /** 400: query, body or path does not match the call's contract; `issues` names each field. */
  'validation',
  /** 400 (or a 4xx with no closer code): an unreadable request, e.g. a bad Content-Length. */
  'bad_request',
  /** 400: the URL cannot be decoded, e.g. a stray percent sign as in `GET /%zz`. */
  'malformed_url',
  /** 400: the body is sent as JSON but is empty or not valid JSON. */
  'malformed_json',
  /** 400: the password-reset link's token is unknown, used or expired. */
  'invalid_token',
  /** 400: the new password does not meet the password rules. */
  'weak_password',
  /** 400: the captcha solution is missing its challenge, wrong, or not signed by this server. */
  'captcha_invalid',
  /** 400: the captcha's challenge has expired; solve a new one. */
  'captcha_expired',
  /** 400: the captcha solution has been used already (each solves one message). */
  'captcha_used',
  /** 401: the call needs a session and there is none, or it has expired or been revoked. */
  'unauthorized',
  /** 401: a login failed; one code whatever the reason (specification §8). */
  'login_failed',
  /** 401: an integration client's id or secret is wrong, or the client is inactive. */
  'invalid_client',
  /** 403: the session lacks the right the call needs, e.g. riskprofile. */
  'forbidden',
  /** 403: the source is switched off on this server (SOURCES_DISABLED). */
  'source_disabled',
  /** 403: interactions, to a caller from a blocked country who is not logged in. */
  'country_blocked',
  /** 403: njurfunktion, to a caller from a country not allowed who is not logged in. */
  'country_not_allowed',
  /** 404: no such resource, or no route for the method and path (a wrong method included). */
  'not_found',
  /** 408: the request was not received in time (Node's request or headers timeout). */
  'request_timeout',
  /** 413: the body is larger than the server accepts. */
  'body_too_large',
  /** 414: a path parameter is longer than the server accepts. */
  'uri_too_long',
  /** 415: the body's Content-Type (or Content-Encoding) is one the server does not read. */
  'unsupported_media_type',
  /** 429: too many calls of a rate-limited route (login, password reset, integration token, contact). */
  'rate_limited',
  /** 431: the request's header fields are larger than Node's HTTP parser accepts. */
  'header_too_large',
  /** 500: a fault of the server's own; the details are in its log, not the body. */
  'internal',
  /** 503: cannot answer now: knowledge base not loaded yet, shutting down, or handler timed out. */
  'unavailable',
]);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

const apiErrorDetailsSchema = z.object({
  /** Stable, machine-readable code; see apiErrorCodeSchema. */
  code: apiErrorCodeSchema,
  /** Human-readable Swedish message naming what was wrong. */
  message: z.string(),
  /** For validation errors: which field and why. */
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

/** The one error body every API route answers with (DESIGN §3.3). */
export const apiErrorSchema = z.object({ error: apiErrorDetailsSchema });
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The error body as a client reads it: a code it does not know (from a newer server) becomes
 * `fallback` instead of failing the whole parse, so the message is kept.
 */
export function apiErrorSchemaWithFallback(fallback: ApiErrorCode) {
  return z.object({
    error: z.extend(apiErrorDetailsSchema, { code: z.catch(apiErrorCodeSchema, fallback) }),
  });
}
