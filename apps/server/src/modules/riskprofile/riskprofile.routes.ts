import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  riskprofileListResponseSchema,
  riskprofileQuerySchema,
  riskPropertyListResponseSchema,
} from '@medkompass/contracts/riskprofile.ts';
import type { KbRouteContext } from '../access/route-context.ts';
import { riskprofileEntries } from '@medkompass/assessment/riskprofile-entries.ts';

/**
 * Riskprofile (specification §7): only for sessions granted the source (401 without a session,
 * 403 without the grant). Responses are tagged per session and revalidated on every use.
 */
export function riskprofileRoutes(
  app: FastifyInstance,
  { kb, access, caching }: KbRouteContext,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const hooks = caching.hooks('session', access.guard('riskprofile'));

  typed.get(
    '/api/riskprofile',
    {
      schema: {
        querystring: riskprofileQuerySchema,
        response: { 200: riskprofileListResponseSchema },
      },
      ...hooks,
    },
    (request) => riskprofileEntries(kb.store, request.query.nslIds),
  );

  typed.get(
    '/api/riskprofile/riskproperties',
    { schema: { response: { 200: riskPropertyListResponseSchema } }, ...hooks },
    () => kb.store.sections.riskProperties,
  );
}
