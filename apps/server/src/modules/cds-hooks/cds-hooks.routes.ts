import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cdsDiscoverySchema,
  cdsServiceIdSchema,
  cdsFeedbackRequestSchema,
  cdsRequestSchema,
  cdsResponseSchema,
  cdsServiceParamsSchema,
} from '@medkompass/contracts/cds-hooks.ts';
import { notFound } from '../../errors.ts';
import type { CdsAuthenticator, CdsCaller } from './cds-auth.ts';
import { cdsCorsRoute, cdsPreflight } from './cds-cors.ts';
import { cdsDiscovery } from './cds-discovery.ts';
import type { CdsHooksService } from './cds-hooks.service.ts';

// A record system sends its whole medication list and recent results along; far more than the
// app's own calls, still bounded.
const CDS_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export interface CdsRouteOptions {
  service: CdsHooksService;
  authenticator: CdsAuthenticator;
  /** The service's public base, e.g. https://medkompass.se: a token's `aud` must name it. */
  publicUrl: string;
}

/**
 * CDS Hooks 2.0 (DESIGN 'Integrated mode and standards'): discovery, the two services and their
 * feedback, open to browser-based clients by CORS (cds-cors.ts). A service id that discovery
 * does not list answers 404. Every call but discovery authenticates the record system's JWT
 * on the headers alone, before its body is read: an unknown caller learns nothing
 * about the request format and cannot make us read and parse 2 MiB.
 */
export function cdsHooksRoutes(
  app: FastifyInstance,
  { service, authenticator, publicUrl }: CdsRouteOptions,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const callers = new WeakMap<FastifyRequest, CdsCaller>();
  const serviceUrl = (id: string) => `${publicUrl.replace(/\/$/, '')}/cds-services/${id}`;
  const authenticate = async (request: FastifyRequest) => {
    // The raw path parameter, one of our service ids (knownService runs first).
    const id = (request.params as { id?: unknown }).id;
    const url = serviceUrl(typeof id === 'string' ? id : '');
    callers.set(request, await authenticator.authenticate(request, [url, `${url}/feedback`]));
  };
  const callerOf = (request: FastifyRequest): CdsCaller => {
    const caller = callers.get(request);
    if (!caller) throw new Error('CDS caller not authenticated');
    return caller;
  };
  // Before authentication: discovery already names every service, so a 404 reveals nothing.
  const knownService = (
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ) => {
    const id = (request.params as { id?: unknown }).id;
    done(
      cdsServiceIdSchema.safeParse(id).success
        ? undefined
        : notFound(
            `Det finns ingen CDS-tjänst ”${String(id)}”. Tjänsterna listas i /cds-services.`,
          ),
    );
  };
  const noStore = { 'cache-control': 'no-store' };

  /** Preflights of browser-based CDS clients. */
  for (const url of ['/cds-services', '/cds-services/:id', '/cds-services/:id/feedback'])
    app.options(url, { ...cdsCorsRoute, schema: { hide: true } }, cdsPreflight);

  /** The services, their hooks and what they want prefetched. */
  typed.get(
    '/cds-services',
    { ...cdsCorsRoute, schema: { tags: ['CDS Hooks'], response: { 200: cdsDiscoverySchema } } },
    () => cdsDiscovery(),
  );

  /** Cards for the draft orders of an order-select or order-sign hook. */
  typed.post(
    '/cds-services/:id',
    {
      ...cdsCorsRoute,
      bodyLimit: CDS_BODY_LIMIT_BYTES,
      onRequest: [cdsCorsRoute.onRequest, knownService, authenticate],
      schema: {
        tags: ['CDS Hooks'],
        params: cdsServiceParamsSchema,
        body: cdsRequestSchema,
        response: { 200: cdsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.assess(request.params.id, request.body, callerOf(request));
    },
  );

  /** The prescriber's answer to cards: accepted or overridden, with the reason. */
  typed.post(
    '/cds-services/:id/feedback',
    {
      ...cdsCorsRoute,
      onRequest: [cdsCorsRoute.onRequest, knownService, authenticate],
      schema: {
        tags: ['CDS Hooks'],
        params: cdsServiceParamsSchema,
        body: cdsFeedbackRequestSchema,
        response: { 200: z.object({ stored: z.number().int() }) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const stored = await service.feedback(request.params.id, request.body, callerOf(request));
      return { stored };
    },
  );
}
