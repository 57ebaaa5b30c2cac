import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@medkompass/contracts/error.ts';
import { AppError } from '../errors.ts';

/**
 * Maps every error to the one body of contracts/error.ts. Bad input is a 400 naming the field;
 * only a fault of ours is a 500, and its details stay in the log.
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
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type …
      return reply.status(status).send(errorBody(error.code || 'bad_request', error.message));
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send(errorBody('internal', 'Internt serverfel.'));
  });
}

export function errorBody(code: string, message: string): ApiError {
  return { error: { code, message } };
}
