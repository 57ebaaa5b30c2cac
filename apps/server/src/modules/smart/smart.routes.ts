import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordReadingOf } from '@medkompass/assessment/smart-record.ts';
import {
  smartRecordRequestSchema,
  smartRecordResponseSchema,
  type SmartClient,
  type SmartRecordResponse,
} from '@medkompass/contracts/smart.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

/** Readings per client and minute: one per SMART launch, a few for reloads. */
export const SMART_READINGS_PER_MINUTE = 60;

/** Up to SMART_RESOURCES_LIMIT resources of each kind, a few kilobytes each at most. */
export const SMART_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export interface SmartRouteContext {
  kb: KnowledgeBaseHolder;
  now: () => Date;
  /** The system of NPL ids in FHIR codings, the CDS service's (CDS_NPL_SYSTEM). */
  nplSystem: string;
}

/**
 * POST /api/smart/record: what the web app read from a record over SMART on FHIR, read by
 * packages/assessment's rules for it (ADR 48): the patient as a CDS request's prefetch is read,
 * the medications by the CDS service's identification, which needs the knowledge base. Here, not
 * in the browser, so the first page carries none of the FHIR contract. The record's access
 * token never comes here. The answer holds patient data, so it is never cached.
 */
export function smartRoutes(app: FastifyInstance, context: SmartRouteContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/smart/record',
    {
      schema: {
        body: smartRecordRequestSchema,
        response: { 200: smartRecordResponseSchema },
      },
      // A record's Observations and medications as sent: more than the API's other bodies.
      bodyLimit: SMART_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: SMART_READINGS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    (request, reply): SmartRecordResponse => {
      reply.header('cache-control', 'no-store');
      return recordReadingOf(context.kb.store, request.body, context.nplSystem, context.now());
    },
  );
}

/**
 * The origins the browser must reach for SMART launch (CSP connect-src): each registered record
 * system's FHIR server and, where it is elsewhere, its authorization server.
 */
export function smartConnectOrigins(clients: readonly SmartClient[]): string[] {
  const origins = clients.flatMap((client) => [
    new URL(client.iss).origin,
    ...(client.authorizationOrigins ?? []).map((origin) => new URL(origin).origin),
  ]);
  return [...new Set(origins)];
}
