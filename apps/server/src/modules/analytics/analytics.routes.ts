import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { analyticsPath } from '@medkompass/assessment/analytics-path.ts';
import {
  PAGE_VIEW_EVENT,
  trackingRequestSchema,
  type TrackingRequest,
} from '@medkompass/contracts/analytics.ts';
import type { Database } from '../../db/schema.ts';
import { countEvent, statisticsDay } from './analytics.repository.ts';

export interface AnalyticsRouteOptions {
  db: Kysely<Database>;
  perMinute: number;
  now: () => Date;
}

/** What a tracking request counts as: a page view or `search-tag/{action}/{source}`. */
export function eventOf(request: TrackingRequest): string {
  return request.e_c === undefined
    ? PAGE_VIEW_EVENT
    : `${request.e_c}/${request.e_a ?? ''}/${request.e_n ?? ''}`;
}

// A tracking request is a handful of short parameters.
const BODY_LIMIT_BYTES = 2048;

/**
 * POST /api/analytics: the local statistics (ADR 0045), registered only when ANALYTICS_LOCAL is on
 * and no Matomo is configured. It takes what the web app would send to Matomo's matomo.php, by
 * the same parameter names, as a form body (as sendBeacon and fetch send URLSearchParams), and
 * adds one to the day's count of the page and event. The path is reduced to its route's pattern
 * here too, whatever the client sent, so no drug name or typed text is ever stored; neither is
 * the address, the user agent or any identifier.
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  { db, perMinute, now }: AnalyticsRouteOptions,
): Promise<void> {
  // In a scope of its own: no other route takes form bodies.
  await app.register((scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/analytics',
      {
        config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
        schema: { body: trackingRequestSchema },
      },
      async (request, reply) => {
        await countEvent(db, {
          day: statisticsDay(now()),
          path: analyticsPath(new URL(request.body.url).pathname),
          event: eventOf(request.body),
        });
        return reply.status(204).send();
      },
    );
    return Promise.resolve();
  });
}
