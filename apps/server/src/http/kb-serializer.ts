import { isDeepStrictEqual } from 'node:util';
import type { FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** A route-level serializer compiler; Fastify hands it one status code's response schema. */
export type KbSerializerCompiler = <S extends FastifySchema>(
  route: FastifyRouteSchemaDef<S>,
) => (data: unknown) => string;

/**
 * How knowledge-base answers are serialised. They are built by typed code from a bundle that was
 * validated on import, so in production they are written with JSON.stringify: the zod encode of
 * the contract costs about a tenth of an interaction call's time (bench/README.md, 'api.ts').
 *
 * Elsewhere (development, tests) they go through the contract and must come out unchanged: zod
 * would drop a field outside the contract or fill in a default, and JSON.stringify would not, so
 * any difference is an error. The test suite thereby proves that production writes exactly what
 * the contract allows.
 */
export function kbSerializerCompiler(validate: boolean): KbSerializerCompiler {
  if (!validate) return () => (data) => JSON.stringify(data);
  return (route) => {
    // What Fastify passes as `schema` here is the zod schema of one response, whatever the
    // route-level type parameter says.
    const serialize = serializerCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
    return (data) => {
      const json = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(JSON.stringify(data))))
        throw new Error(`${route.method} ${route.url}: the answer has fields outside its contract`);
      return json;
    };
  };
}
