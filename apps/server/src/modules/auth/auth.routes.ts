import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptedResponseSchema,
  changePasswordRequestSchema,
  countryAllowResponseSchema,
  countryBlockResponseSchema,
  forgotPasswordRequestSchema,
  integrationTokenRequestSchema,
  integrationTokenResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  networkAvailabilityResponseSchema,
  userResponseSchema,
} from '@medkompass/contracts/auth.ts';
import type { Config } from '../../config.ts';
import { unauthorized } from '../../errors.ts';
import type { AuthService } from './auth.service.ts';
import { isCountryAllowed, isCountryBlocked, type CountryRules } from './country.ts';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The /api/auth/* calls of specification §7, plus password reset and integration tokens. */
export function authRoutes(app: FastifyInstance, auth: AuthService, config: Config): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const countryRules: CountryRules = {
    home: config.COUNTRY_HOME,
    allow: config.COUNTRY_ALLOW_LIST,
    block: config.COUNTRY_BLOCK_LIST,
  };
  // Tokens, user details and account answers must never be stored by a browser or a proxy.
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.url?.startsWith('/api/auth/'))
      reply.header('cache-control', 'no-store');
  });
  const requireSession = async (request: FastifyRequest) => {
    const session = await auth.sessionOf(request);
    if (!session)
      throw unauthorized('unauthorized', 'Du är inte inloggad, eller så har sessionen gått ut.');
    return session;
  };

  typed.post(
    '/api/auth/login',
    {
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request) => ({
      token: await auth.login(request.body.email, request.body.password, request.ip),
    }),
  );

  typed.get(
    '/api/auth/network',
    { schema: { response: { 200: networkAvailabilityResponseSchema } } },
    (request) => ({ available: auth.isInNetwork(request.ip) }),
  );

  // Not rate-limited per address: a whole hospital may reach us through one address, and every
  // new tab there logs in this way. No secret is checked, so there is nothing to guess.
  typed.post(
    '/api/auth/network-login',
    { schema: { response: { 200: loginResponseSchema } } },
    async (request) => ({ token: await auth.networkLogin(request.ip) }),
  );

  typed.get(
    '/api/auth/user',
    { schema: { response: { 200: userResponseSchema } } },
    async (request) => ({
      user: auth.userOf(await requireSession(request)),
    }),
  );

  typed.post(
    '/api/auth/logout',
    { schema: { response: { 200: acceptedResponseSchema } } },
    async (request) => {
      await auth.logout(await requireSession(request), request.ip);
      return { status: 'accepted' as const };
    },
  );

  typed.get(
    '/api/auth/checkCountryBlock',
    { schema: { response: { 200: countryBlockResponseSchema } } },
    (request) => ({
      block: isCountryBlocked(request.ip, countryRules),
    }),
  );

  typed.get(
    '/api/auth/checkCountryAllow',
    { schema: { response: { 200: countryAllowResponseSchema } } },
    (request) => ({
      allow: isCountryAllowed(request.ip, countryRules),
    }),
  );

  typed.post(
    '/api/auth/forgotPassword',
    {
      config: perMinute(config.RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE),
      schema: { body: forgotPasswordRequestSchema, response: { 202: acceptedResponseSchema } },
    },
    async (request, reply) => {
      await auth.forgotPassword(request.body.email, request.ip);
      return reply.status(202).send({ status: 'accepted' });
    },
  );

  typed.post(
    '/api/auth/changePassword',
    {
      config: perMinute(config.RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE),
      schema: { body: changePasswordRequestSchema, response: { 200: acceptedResponseSchema } },
    },
    async (request) => {
      await auth.changePassword(request.body.token, request.body.password, request.ip);
      return { status: 'accepted' as const };
    },
  );

  typed.post(
    '/api/auth/integration-token',
    {
      config: perMinute(config.RATE_LIMIT_LOGIN_PER_MINUTE),
      schema: {
        body: integrationTokenRequestSchema,
        response: { 200: integrationTokenResponseSchema },
      },
    },
    async (request) =>
      auth.integrationToken(request.body.clientId, request.body.clientSecret, request.ip),
  );
}
