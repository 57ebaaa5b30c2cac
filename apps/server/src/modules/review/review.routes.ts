import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reviewFindings, REVIEW_SOURCES } from '@medkompass/assessment/review/review-findings.ts';
import type { ReviewSource } from '@medkompass/assessment/review/review-types.ts';
import { parseIntegratedUrl } from '@medkompass/clinical/integrated-mode-url.ts';
import { patientParams, reviewQuerySchema } from '@medkompass/contracts/review.ts';
import type { KbRouteContext } from '../access/route-context.ts';
import { FHIR_JSON, reviewBundle } from './review-fhir.ts';

/** Reviews per client and minute: each assesses a whole list in every source. */
export const REVIEWS_PER_MINUTE = 60;

export interface ReviewRouteContext extends KbRouteContext {
  now: () => Date;
  /** The system of NPL ids in FHIR codings, the CDS service's (CDS_NPL_SYSTEM). */
  nplSystem: string;
}

/**
 * GET /api/review: the whole review of a list for a patient (ADR 43), as a FHIR R4 Bundle. The
 * findings are packages/assessment's review rule, the one the print document uses; a source the
 * caller may not see is left out and named as not assessed, by the same guard its own call has.
 * format=json answers the review itself (contracts/review-answer.ts), for the review document.
 * The answer holds patient data and the time it was made, so it is never cached.
 */
export function reviewRoutes(app: FastifyInstance, context: ReviewRouteContext): void {
  const { kb, access } = context;
  const openSources = async (request: FastifyRequest): Promise<Set<ReviewSource>> => {
    const open = await Promise.all(
      REVIEW_SOURCES.map((source) =>
        access
          .guard(source)(request)
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    return new Set(REVIEW_SOURCES.filter((_source, i) => open[i]));
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/review',
    {
      schema: { querystring: reviewQuerySchema },
      config: { rateLimit: { max: REVIEWS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const now = context.now();
      const { nplIds, nslIds, format } = request.query;
      const url = parseIntegratedUrl(patientParams(request.query), now);
      const store = kb.store;
      const review = reviewFindings(store, {
        list: { nplIds, nslIds },
        patient: url.patient,
        patientProblems: url.problems,
        chosenBand: url.interval,
        notFertile: url.isNotFertile,
        now,
        openSources: await openSources(request),
      });
      reply.header('cache-control', 'no-store');
      if (format === 'json') return reply.type('application/json').send(review);
      const bundle = reviewBundle(review, {
        patient: url.patient,
        now,
        nplSystem: context.nplSystem,
        knowledgeBase: store.manifest,
      });
      return reply.type(FHIR_JSON).send(JSON.stringify(bundle));
    },
  );
}
