import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod';
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterPath,
} from '@medkompass/contracts/control-characters.ts';

type ZodSchemaCompiler =
  typeof validatorCompiler extends FastifySchemaCompiler<infer S>
    ? FastifySchemaCompiler<S>
    : never;

/**
 * Every route's validation: first the one rule for strings that reach the database (ADR 0039;
 * no control character but tab, newline and carriage return, in any value or key of the body,
 * query or parameters), then the route's own zod schema. A refused string answers 400 naming its
 * field, as any other invalid input does (error-handler.ts), so a schema that forgets the rule
 * still cannot pass NUL to PostgreSQL.
 */
export const boundaryValidatorCompiler: ZodSchemaCompiler = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  return (data: unknown) => {
    const path = controlCharacterPath(data);
    if (path === null) return validate(data);
    const refusal = z.unknown().superRefine((_value, context) => {
      context.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
    });
    return validatorCompiler({ ...routeSchema, schema: refusal })(data);
  };
};
