import type { ApiErrorCode } from '@medkompass/contracts/error.ts';

/** Errors a service throws; the error handler maps each to one response shape (DESIGN §3.3). */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode;

  constructor(statusCode: number, code: ApiErrorCode, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
  }
}

/** The codes a service refuses a request with, by status. */
export type BadRequestCode = Extract<
  ApiErrorCode,
  | 'bad_request'
  | 'invalid_token'
  | 'weak_password'
  | 'captcha_invalid'
  | 'captcha_expired'
  | 'captcha_used'
>;
export type UnauthorizedCode = Extract<
  ApiErrorCode,
  'unauthorized' | 'login_failed' | 'invalid_client'
>;
export type ForbiddenCode = Extract<
  ApiErrorCode,
  'forbidden' | 'source_disabled' | 'country_blocked' | 'country_not_allowed'
>;

/** 400: the request is well-formed but cannot be carried out as asked. */
export const badRequest = (code: BadRequestCode, message: string) =>
  new AppError(400, code, message);

/** 401: no valid session or credentials. */
export const unauthorized = (code: UnauthorizedCode, message: string) =>
  new AppError(401, code, message);

/** 403: the caller is known (or located) but may not have this. */
export const forbidden = (code: ForbiddenCode, message: string) => new AppError(403, code, message);

/** 404 `not_found`. */
export const notFound = (message: string) => new AppError(404, 'not_found', message);

/** 429 `rate_limited`. */
export const tooManyRequests = (message: string) => new AppError(429, 'rate_limited', message);

/** 503 `unavailable`. */
export const unavailable = (message: string) => new AppError(503, 'unavailable', message);

export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, 'not_found', message);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(503, 'unavailable', message);
  }
}
