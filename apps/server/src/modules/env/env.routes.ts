import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EnvJson, Environment } from '@medkompass/contracts/env.ts';
import { smartEnvJsonSchema, type SmartEnvJson } from '@medkompass/contracts/smart.ts';
import type { Config } from '../../config.ts';
import { environmentForHost } from './environment.ts';

export type EnvConfig = Pick<Config, 'ENVIRONMENT' | 'API_URL' | 'CMS_URL' | 'PRODUCT_NAME'> &
  Partial<
    Pick<Config, 'ANALYTICS_URL' | 'ANALYTICS_SITE_ID' | 'ANALYTICS_LOCAL' | 'ANALYTICS_INTEGRATED'>
  >;

/** The statistics settings the web app needs, only when statistics are on (ADR 0045). */
function analyticsOf(config: EnvConfig): Partial<EnvJson> {
  const url = config.ANALYTICS_URL ?? '';
  if (url === '' && config.ANALYTICS_LOCAL !== true) return {};
  return {
    ANALYTICS_URL: url,
    ANALYTICS_SITE_ID: config.ANALYTICS_SITE_ID ?? '1',
    ANALYTICS_LOCAL: url === '' && config.ANALYTICS_LOCAL === true,
    ANALYTICS_INTEGRATED: config.ANALYTICS_INTEGRATED === true,
  };
}

/** The environment a request to this host is in: ENVIRONMENT, else the API's host says. */
function environmentOfHost(config: EnvConfig, requestHost: string): Environment {
  if (config.ENVIRONMENT) return config.ENVIRONMENT;
  const apiHost = config.API_URL === '' ? requestHost : new URL(config.API_URL).host;
  return environmentForHost(apiHost);
}

/** The answer of /env.json for a request to this host (also sent inside each page). */
export function envJsonFor(config: EnvConfig, requestHost: string): EnvJson {
  return {
    API_URL: config.API_URL,
    environment: environmentOfHost(config, requestHost),
    CMS_URL: config.CMS_URL,
    PRODUCT_NAME: config.PRODUCT_NAME,
    ...analyticsOf(config),
  };
}

/**
 * The record systems that may launch the app by SMART on FHIR: client id and FHIR base only,
 * read by the launch page when it runs (ADR 48), so they are not in every page's first paint.
 */
function smartClientsOf(config: Pick<Config, 'SMART_CLIENTS'>): Partial<SmartEnvJson> {
  if (config.SMART_CLIENTS.length === 0) return {};
  return { SMART_CLIENTS: config.SMART_CLIENTS.map(({ clientId, iss }) => ({ clientId, iss })) };
}

/**
 * /env.json tells the web client where the API is and which environment it runs in; test
 * environments are kept out of search engines with X-Robots-Tag and a disallow-all robots.txt.
 */
export function envRoutes(app: FastifyInstance, config: Config): void {
  const environmentOf = (requestHost: string): Environment =>
    environmentOfHost(config, requestHost);

  app.addHook('onRequest', async (request, reply) => {
    if (environmentOf(request.host) === 'env-test')
      reply.header('x-robots-tag', 'noindex, nofollow');
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/env.json',
    { schema: { response: { 200: smartEnvJsonSchema } } },
    (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { ...envJsonFor(config, request.host), ...smartClientsOf(config) };
    },
  );

  app.get('/robots.txt', (request, reply) => {
    const disallowAll = environmentOf(request.host) === 'env-test';
    return reply
      .type('text/plain; charset=utf-8')
      .send(disallowAll ? 'User-agent: *\nDisallow: /\n' : 'User-agent: *\nAllow: /\n');
  });
}
