import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { CmsPagesError, WordPressError } from '@medkompass/contracts/content-page.ts';
import type { ApiErrorCode } from '@medkompass/contracts/error.ts';

/** WordPress's own list headers, which a cross-origin client may read only when exposed. */
const LIST_HEADERS = ['x-wp-total', 'x-wp-totalpages'];

function dualError(
  wordPress: WordPressError,
  ours: { code: ApiErrorCode; issues?: { path: string; message: string }[] },
): CmsPagesError {
  return { ...wordPress, error: { message: wordPress.message, ...ours } };
}

/**
 * A query that does not match the contract: WordPress's `rest_invalid_param`, naming each
 * argument, beside our `validation` error with the same issues as every other route's.
 */
export function invalidParams(validationError: Error): CmsPagesError {
  const issues = hasZodFastifySchemaValidationErrors(validationError)
    ? validationError.validation.map((issue) => ({
        path: ['querystring', ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'ogiltigt värde',
      }))
    : [{ path: 'querystring', message: 'ogiltigt värde' }];
  const params = Object.fromEntries(
    issues.map((issue) => [
      issue.path.replace(/^querystring\.?/, '') || 'querystring',
      issue.message,
    ]),
  );
  return dualError(
    {
      code: 'rest_invalid_param',
      message: `Ogiltig förfrågan: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      data: { status: 400, params },
    },
    { code: 'validation', issues },
  );
}

/** A page number past the last page of a non-empty list, as WordPress refuses it. */
export function invalidPageNumber(): CmsPagesError {
  return dualError(
    {
      code: 'rest_post_invalid_page_number',
      message: 'Sidnumret är större än antalet sidor som finns.',
      data: { status: 400 },
    },
    { code: 'bad_request' },
  );
}

/**
 * Sends a refusal as it is: the route's contract describes its 200 answer only, as every route's
 * does, and the error body is checked by its own type here.
 */
export function refuse(reply: FastifyReply, body: CmsPagesError): FastifyReply {
  return reply.status(body.data.status).send(body);
}

/**
 * Lets a cross-origin client read the list headers, as WordPress exposes them: added to what the
 * API's CORS policy exposes, and only where that policy allowed this origin.
 */
export function exposeListHeaders(reply: FastifyReply): void {
  if (!reply.hasHeader('access-control-allow-origin')) return;
  const exposed = String(reply.getHeader('access-control-expose-headers') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  reply.header('access-control-expose-headers', [...exposed, ...LIST_HEADERS].join(', '));
}
