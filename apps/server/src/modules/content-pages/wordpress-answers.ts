import type { FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { CmsPagesError, WordPressError } from '@medkompass/contracts/content-page.ts';
import type { ApiErrorCode } from '@medkompass/contracts/error.ts';

/** WordPress's own list headers, which a cross-origin client may read only when exposed. */
const LIST_HEADERS = ['x-wp-total', 'x-wp-totalpages', 'link'];

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

/**
 * WordPress's `Link` header of a listing: the previous and the next page as absolute addresses
 * under the public URL, with the request's other arguments kept as they were sent. Null on a
 * list of one page or none.
 */
export function pageLinks(
  publicUrl: string,
  requestUrl: string,
  page: number,
  totalPages: number,
): string | null {
  const requested = new URL(requestUrl, 'http://request.invalid');
  const linkTo = (target: number) => {
    const url = new URL(requested.pathname, publicUrl);
    url.search = requested.search;
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  const links = [
    ...(page > 1 ? [`<${linkTo(Math.min(page - 1, totalPages))}>; rel="prev"`] : []),
    ...(page < totalPages ? [`<${linkTo(page + 1)}>; rel="next"`] : []),
  ];
  return links.length > 0 ? links.join(', ') : null;
}
