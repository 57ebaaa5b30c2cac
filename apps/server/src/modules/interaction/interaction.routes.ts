import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assessedInteractionListResponseSchema,
  interactionDataResponseSchema,
  interactionTextListResponseSchema,
  interactionTextQuerySchema,
} from '@medkompass/contracts/interaction-assessment.ts';
import { searchListQuerySchema } from '@medkompass/contracts/search-list.ts';
import type { KbRouteContext } from '../access/route-context.ts';
import { interactionData } from '@medkompass/assessment/interaction-data.ts';
import { assessInteractions } from '@medkompass/assessment/interaction-pairing.ts';

/**
 * The interaction calls of specification §7. They depend on the caller's country (a blocked
 * country sees them only when logged in), so only the caller's browser may cache them.
 */
export function interactionRoutes(
  app: FastifyInstance,
  { kb, access, caching }: KbRouteContext,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const hooks = caching.hooks('private', access.guard('interactions'));

  /** Every assessed pair among the search list's substances and products' substances. */
  typed.get(
    '/api/interaction',
    {
      schema: {
        querystring: searchListQuerySchema,
        response: { 200: assessedInteractionListResponseSchema },
      },
      ...hooks,
    },
    (request) => assessInteractions(kb.store, request.query),
  );

  /** Per entry whether it is assessed, and the pairs: what the interaction tab needs. */
  typed.get(
    '/api/interaction/dataByNslIds',
    {
      schema: {
        querystring: searchListQuerySchema,
        response: { 200: interactionDataResponseSchema },
      },
      ...hooks,
    },
    (request) => interactionData(kb.store, request.query),
  );

  /** The texts of interactions (consequence, recommendation, …), at most 100 per call. */
  typed.get(
    '/api/interaction_texts',
    {
      schema: {
        querystring: interactionTextQuerySchema,
        response: { 200: interactionTextListResponseSchema },
      },
      ...hooks,
    },
    (request) =>
      request.query.ids.flatMap((id) => {
        const text = kb.store.interactionText(id);
        return text === null ? [] : [{ id, text }];
      }),
  );
}
