import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  captchaChallengeSchema,
  contactFormRequestSchema,
  contactFormResponseSchema,
} from '@medkompass/contracts/contact.ts';
import type { CaptchaService } from './captcha.ts';
import type { ContactService } from './contact.service.ts';

// Creating a challenge costs one key derivation; this bounds what one address can make us do.
const CHALLENGES_PER_MINUTE = 30;

export interface ContactRouteOptions {
  captcha: CaptchaService;
  contact: ContactService;
  messagesPerHour: number;
  now: () => Date;
}

/** The contact form's calls: a captcha challenge, and the message (specification §7). */
export function contactRoutes(
  app: FastifyInstance,
  { captcha, contact, messagesPerHour, now }: ContactRouteOptions,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/captcha/challenge',
    {
      config: { rateLimit: { max: CHALLENGES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { response: { 200: captchaChallengeSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return captcha.challenge(now());
    },
  );

  // Specification §7 writes the path with a trailing slash; both forms are accepted, and count
  // against one limit per client address.
  const messageLimit = app.rateLimit({
    max: messagesPerHour,
    timeWindow: '1 hour',
    groupId: 'contact-form',
  });
  for (const url of ['/api/contact_form/', '/api/contact_form']) {
    typed.post(
      url,
      {
        onRequest: messageLimit,
        schema: {
          body: contactFormRequestSchema,
          response: { 201: contactFormResponseSchema },
        },
      },
      async (request, reply) => {
        await contact.submit(request.body, now());
        return reply.status(201).send({ status: 'received' });
      },
    );
  }
}
