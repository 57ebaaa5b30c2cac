import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { identifyRecordMedications } from '@medkompass/assessment/smart-record.ts';
import {
  smartMedicationsRequestSchema,
  smartMedicationsResponseSchema,
  type SmartClient,
  type SmartMedicationsResponse,
} from '@medkompass/contracts/smart.ts';
import type { KnowledgeBaseHolder } from '../../knowledge-base/kb-holder.ts';

/** Identifications per client and minute: one per SMART launch, a few for reloads. */
export const SMART_IDENTIFICATIONS_PER_MINUTE = 60;

export interface SmartRouteContext {
  kb: KnowledgeBaseHolder;
  /** The system of NPL ids in FHIR codings, the CDS service's (CDS_NPL_SYSTEM). */
  nplSystem: string;
}

/**
 * POST /api/smart/medications: the medications the web app read from a record over SMART on FHIR,
 * identified by the CDS service's own rule (identifyOrders, through identifyRecordMedications),
 * since the knowledge base is here and not in the browser. The record's access token never comes
 * here: the browser reads the record and sends only the medication resources. The answer names
 * a patient's drugs, so it is never cached.
 */
export function smartRoutes(app: FastifyInstance, context: SmartRouteContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/smart/medications',
    {
      schema: {
        body: smartMedicationsRequestSchema,
        response: { 200: smartMedicationsResponseSchema },
      },
      config: { rateLimit: { max: SMART_IDENTIFICATIONS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    (request, reply): SmartMedicationsResponse => {
      const orders = identifyRecordMedications(
        context.kb.store,
        request.body.resources,
        context.nplSystem,
      );
      reply.header('cache-control', 'no-store');
      return {
        orders: orders.map(({ label, nplIds, nslIds, identified }) => ({
          label,
          nplIds,
          nslIds,
          identified,
        })),
      };
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
