import { STATUS_CODES, type OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import type { ApiError, ApiErrorCode } from '@medkompass/contracts/error.ts';
import { AppError, unavailable } from '../errors.ts';
import { securityHeadersOf } from './security-headers.ts';

interface ErrorAnswer {
  statusCode: number;
  code: ApiErrorCode;
  message: string;
}

const CLOSING_MESSAGE = 'Servern startar om. Försök igen om en stund.';

/**
 * The errors of Fastify, its plugins and Node's HTTP parser, by their own code, as the API's code
 * with a Swedish message. Their own messages are English and name internals, so none is passed on.
 */
const FRAMEWORK_ERRORS: ReadonlyMap<string, ErrorAnswer> = new Map(
  Object.entries({
    FST_ERR_BAD_URL: {
      statusCode: 400,
      code: 'malformed_url',
      message: 'Adressen är felaktigt kodad och kan inte läsas.',
    },
    FST_ERR_MAX_PARAM_LENGTH: {
      statusCode: 414,
      code: 'uri_too_long',
      message: 'Adressen är för lång.',
    },
    FST_ERR_CTP_INVALID_JSON_BODY: {
      statusCode: 400,
      code: 'malformed_json',
      message: 'Förfrågans innehåll är inte giltig JSON.',
    },
    FST_ERR_CTP_EMPTY_JSON_BODY: {
      statusCode: 400,
      code: 'malformed_json',
      message: 'Förfrågan anger JSON som innehållstyp men saknar innehåll.',
    },
    FST_ERR_CTP_BODY_TOO_LARGE: {
      statusCode: 413,
      code: 'body_too_large',
      message: 'Förfrågans innehåll är för stort.',
    },
    FST_ERR_CTP_INVALID_MEDIA_TYPE: {
      statusCode: 415,
      code: 'unsupported_media_type',
      message: 'Innehållstypen stöds inte. Skicka innehållet som JSON (application/json).',
    },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
      statusCode: 400,
      code: 'bad_request',
      message: 'Förfrågans längd stämmer inte med Content-Length.',
    },
    FST_ERR_VALIDATION: {
      statusCode: 400,
      code: 'validation',
      message: 'Ogiltig förfrågan.',
    },
    FST_ERR_NOT_FOUND: {
      statusCode: 404,
      code: 'not_found',
      message: 'Resursen finns inte.',
    },
    FST_ERR_HANDLER_TIMEOUT: {
      statusCode: 503,
      code: 'unavailable',
      message: 'Förfrågan tog för lång tid. Försök igen om en stund.',
    },
    // @fastify/compress, decompressing a request body.
    FST_CP_ERR_INVALID_CONTENT_ENCODING: {
      statusCode: 415,
      code: 'unsupported_media_type',
      message: 'Innehållets kodning (Content-Encoding) stöds inte.',
    },
    FST_CP_ERR_INVALID_CONTENT: {
      statusCode: 400,
      code: 'bad_request',
      message: 'Förfrågans innehåll kunde inte packas upp.',
    },
    // Node's HTTP parser, before Fastify sees the request (see clientErrorHandler).
    HPE_HEADER_OVERFLOW: {
      statusCode: 431,
      code: 'header_too_large',
      message: 'Förfrågans huvuden (headers) är för stora.',
    },
    HPE_INVALID_URL: {
      statusCode: 400,
      code: 'malformed_url',
      message: 'Adressen är felaktig och kan inte läsas.',
    },
    ERR_HTTP_REQUEST_TIMEOUT: {
      statusCode: 408,
      code: 'request_timeout',
      message: 'Förfrågan tog för lång tid att ta emot.',
    },
  } satisfies Record<string, ErrorAnswer>),
);

/** Any other client error, by its status; a status not listed is a `bad_request`. */
const CLIENT_ERRORS_BY_STATUS: Readonly<Record<number, Omit<ErrorAnswer, 'statusCode'>>> = {
  404: { code: 'not_found', message: 'Resursen finns inte.' },
  408: { code: 'request_timeout', message: 'Förfrågan tog för lång tid att ta emot.' },
  413: { code: 'body_too_large', message: 'Förfrågans innehåll är för stort.' },
  414: { code: 'uri_too_long', message: 'Adressen är för lång.' },
  415: { code: 'unsupported_media_type', message: 'Innehållstypen stöds inte.' },
  429: {
    code: 'rate_limited',
    message: 'För många förfrågningar. Vänta en stund och försök igen.',
  },
  431: { code: 'header_too_large', message: 'Förfrågans huvuden (headers) är för stora.' },
};
const BAD_REQUEST = { code: 'bad_request', message: 'Felaktig förfrågan.' } as const;
const INTERNAL: ErrorAnswer = { statusCode: 500, code: 'internal', message: 'Internt serverfel.' };

/**
 * What any error answers: a service's AppError as it says; the framework's own errors by their
 * code, else by their status; anything else is a fault of ours, a 500 whose details stay in the
 * log. Never a raw framework code or message.
 */
const DATABASE_UNAVAILABLE: ErrorAnswer = {
  statusCode: 503,
  code: 'unavailable',
  message: 'Databasen svarar inte just nu. Försök igen om en stund.',
};

export function errorAnswer(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  const known = code === undefined ? undefined : FRAMEWORK_ERRORS.get(code);
  if (known) return known;
  const statusCode = 'statusCode' in error ? error.statusCode : undefined;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { statusCode, ...(CLIENT_ERRORS_BY_STATUS[statusCode] ?? BAD_REQUEST) };
  }
  return INTERNAL;
}

/**
 * Maps every error to the one body of contracts/error.ts. Bad input is a 400 naming the field;
 * only a fault of ours is a 500, and its details stay in the log. While the server shuts down,
 * requests still arriving get a 503 in the same shape (Fastify's own 503 is turned off in
 * frameworkErrorOptions).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'ogiltigt värde',
      }));
      const body: ApiError = {
        error: {
          code: 'validation',
          message: `Ogiltig förfrågan: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
          issues,
        },
      };
      return reply.status(400).send(body);
    }
    const answer = errorAnswer(error);
    if (answer === DATABASE_UNAVAILABLE) request.log.warn({ err: error }, 'Database unavailable');
    else if (answer.statusCode >= 500 && !(error instanceof AppError)) {
      request.log.error({ err: error }, 'Unhandled error');
    }
    return reply.status(answer.statusCode).send(errorBody(answer.code, answer.message));
  });

  // preParsing, not onRequest: it runs after every onRequest hook, so the answer has the
  // security headers too.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('preParsing', (_request, _reply, payload, done) => {
    if (closing) done(unavailable(CLOSING_MESSAGE));
    else done(null, payload);
  });
}

export function errorBody(code: ApiErrorCode, message: string): ApiError {
  return { error: { code, message } };
}

/**
 * Fastify options for the errors it answers itself, outside the error handler: a URL it cannot
 * decode or an over-long path parameter (frameworkErrors), what Node's HTTP parser refuses before
 * Fastify has a request — header fields too large, a malformed request line, a timeout
 * (clientErrorHandler, Node's clientError event) — and requests arriving while it shuts down
 * (return503OnClosing; registerErrorHandler answers those). Each gets the one error body.
 */
export const frameworkErrorOptions = {
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = errorAnswer(error);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'Unhandled framework error');
    // No route, so no hooks: the request id and the security headers are set here, as app.ts's
    // onSend hook and security-headers.ts's onRequest hook do.
    void reply
      .headers(securityHeadersOf(reply.server))
      .header('x-request-id', request.id)
      .status(answer.statusCode)
      .send(errorBody(answer.code, answer.message));
  },
  clientErrorHandler,
  return503OnClosing: false,
};

/**
 * Answers on the raw socket what Node's HTTP parser refused, then closes the connection; with
 * the security headers, as every answer (Fastify calls it with the app as `this`).
 */
function clientErrorHandler(this: unknown, error: ConnectionError, socket: Socket): void {
  // A reset connection or a closed socket has no one to answer (Node's clientError docs).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = FRAMEWORK_ERRORS.get(error.code);
  const answer = known ?? { statusCode: 400, ...BAD_REQUEST };
  const body = JSON.stringify(errorBody(answer.code, answer.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        headerLines(securityHeadersOf(this)) +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Header fields as lines of a raw answer. */
function headerLines(headers: OutgoingHttpHeaders): string {
  return Object.entries(headers)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}\r\n`,
    )
    .join('');
}
