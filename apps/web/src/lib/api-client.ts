import { envJsonSchema, type EnvJson } from '@medkompass/contracts/env.ts';
import { apiErrorSchemaWithFallback, type ApiErrorCode } from '@medkompass/contracts/error.ts';

/** Anything with a zod-style `parse`; keeps this module free of a direct zod dependency. */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

/**
 * A failed API call: HTTP status and the stable error code of the API's error body. Code that
 * reacts to an error branches on `code` (or `status`), never on the message text.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
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

async function toRequestError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  const fallback = genericCode(response.status);
  const parsed = apiErrorSchemaWithFallback(fallback).safeParse(body);
  return parsed.success
    ? new ApiRequestError(response.status, parsed.data.error.code, parsed.data.error.message)
    : new ApiRequestError(response.status, fallback, `HTTP ${response.status}`);
}

/** The full address of an API path, e.g. for a component that fetches by itself (the captcha). */
export async function apiUrl(path: string): Promise<string> {
  const { API_URL } = await loadEnv();
  return `${API_URL.replace(/\/$/, '')}${path}`;
}

/** Parses a successful answer with its contract; a mismatch is the server's fault. */
async function parseAnswer<T>(response: Response, path: string, schema: ResponseSchema<T>) {
  const body: unknown = await response.json();
  try {
    return schema.parse(body);
  } catch {
    // The server broke its own contract: a fault on its side.
    throw new ApiRequestError(response.status, 'internal', `Invalid response from ${path}`);
  }
}

/**
 * POST a JSON body to an API path and parse the answer with its contract schema. A timeout is
 * the caller's signal (e.g. AbortSignal.timeout); an aborted call rejects with its DOMException.
 */
export async function apiPost<T>(
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(await apiUrl(path), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw await toRequestError(response);
  return parseAnswer(response, path, schema);
}

/** GET an API path and parse the answer with its contract schema; any mismatch is an error. */
export async function apiGet<T>(
  path: string,
  params: QueryParams,
  schema: ResponseSchema<T>,
  signal?: AbortSignal,
): Promise<T> {
  const { API_URL } = await loadEnv();
  const query = toSearchParams(params).toString();
  const url = `${API_URL.replace(/\/$/, '')}${path}${query === '' ? '' : `?${query}`}`;
  const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw await toRequestError(response);
  return parseAnswer(response, path, schema);
}
