import { envJsonSchema, type EnvJson } from '@medkompass/contracts/env.ts';
import type { ApiErrorCode } from '@medkompass/contracts/error.ts';
import { reportTokenRejected, sessionToken } from './session/session-token.ts';

/** Anything with a zod-style `parse`; keeps this module free of a direct zod dependency. */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

/**
 * An answer's schema, or a function that loads it: a schema the first page does not need loads
 * with the first call that does (ADR 29), while the request is on its way.
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

/**
 * A failed API call: HTTP status and the stable error code of the API's error body. Code that
 * reacts to an error branches on `code` (or `status`), never on the message text.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** For a 429: the seconds the server asks the client to wait (Retry-After), when it says. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type QueryParams = Record<string, string | number | readonly string[]>;

let envPromise: Promise<EnvJson> | null = null;

/**
 * GET /env.json once per page load (specification §7: the API base address comes from there).
 * A failed load is not cached, so the next call tries again.
 */
export function loadEnv(): Promise<EnvJson> {
  envPromise ??= fetch('/env.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) {
        throw new ApiRequestError(response.status, 'unavailable', 'Could not load /env.json');
      }
      return envJsonSchema.parse(await response.json());
    })
    .catch((error: unknown) => {
      envPromise = null;
      throw error;
    });
  return envPromise;
}

/** /env.json as the server already sent it inside the page: no request for it then. */
export function provideEnv(env: EnvJson): void {
  envPromise = Promise.resolve(env);
}

/** Forgets the loaded /env.json, as a new page load would (tests start each one afresh). */
export function forgetLoadedEnv(): void {
  envPromise = null;
}

function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') {
      search.append(name, String(value));
    } else {
      // Repeated parameters (`?ids=a&ids=b`), the form of specification §7.
      for (const item of value) search.append(name, item);
    }
  }
  return search;
}

/**
 * The code for an error whose body names none this client knows (a newer server, or a proxy's
 * own error page): a fault on the server side is `internal`, anything else `bad_request`.
 */
function genericCode(status: number): ApiErrorCode {
  return status >= 500 ? 'internal' : 'bad_request';
}

/** Retry-After as whole seconds (delta-seconds or an HTTP date), or null. */
function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (header === null) return null;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header)
    : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : null;
}

/** The error body's contract, loaded with the first failed call; null when it cannot load. */
async function errorContract() {
  try {
    return await import('@medkompass/contracts/error.ts');
  } catch {
    return null;
  }
}

async function toRequestError(response: Response): Promise<ApiRequestError> {
  const contractLoad = errorContract();
  const body: unknown = await response.json().catch(() => null);
  const contract = await contractLoad;
  const fallback = genericCode(response.status);
  const parsed = contract?.apiErrorSchemaWithFallback(fallback).safeParse(body) ?? {
    success: false as const,
  };
  const retryAfter = retryAfterOf(response);
  return parsed.success
    ? new ApiRequestError(
        response.status,
        parsed.data.error.code,
        parsed.data.error.message,
        retryAfter,
      )
    : new ApiRequestError(response.status, fallback, `HTTP ${response.status}`, retryAfter);
}

/** The full address of an API path, e.g. for a component that fetches by itself (the captcha). */
export async function apiUrl(path: string): Promise<string> {
  const { API_URL } = await loadEnv();
  return `${API_URL.replace(/\/$/, '')}${path}`;
}

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * The bearer token to send: the session's (the default), another one (a token just received,
   * before it becomes the session's), or none (null).
   */
  token?: string | null;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  params: QueryParams,
  body: unknown,
  schema: SchemaSource<T>,
  options: RequestOptions,
): Promise<T> {
  const parser = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Read when the answer is in; until then a failed load must not be an unhandled rejection.
  parser.catch(() => undefined);
  const { API_URL } = await loadEnv();
  const query = toSearchParams(params).toString();
  const url = `${API_URL.replace(/\/$/, '')}${path}${query === '' ? '' : `?${query}`}`;
  const token = options.token === undefined ? sessionToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: options.signal,
  });
  if (!response.ok) {
    // The session this token stood for has expired or been revoked (specification §4: a token
    // failure logs out). Reported for any call, so whichever call notices first ends it.
    if (response.status === 401 && token !== null) reportTokenRejected(token);
    throw await toRequestError(response);
  }
  const answer: unknown = await response.json();
  // A schema that did not load fails the call as a failed fetch does (the network went).
  const contract = await parser;
  try {
    return contract.parse(answer);
  } catch {
    // The server broke its own contract: a fault on its side.
    throw new ApiRequestError(response.status, 'internal', `Invalid response from ${path}`);
  }
}

/** GET an API path and parse the answer with its contract schema; any mismatch is an error. */
export function apiGet<T>(
  path: string,
  params: QueryParams,
  schema: SchemaSource<T>,
  signal?: AbortSignal,
  options: Omit<RequestOptions, 'signal'> = {},
): Promise<T> {
  return request('GET', path, params, undefined, schema, { ...options, signal });
}

/** POST to an API path (a JSON body, or none) and parse the answer with its contract schema. */
export function apiPost<T>(
  path: string,
  body: unknown,
  schema: SchemaSource<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request('POST', path, {}, body, schema, options);
}
