import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';
const zodTransform = createJsonSchemaTransform({});

/**
 * An OpenAPI 3.1 document generated from the routes' zod schemas, at /api/docs/openapi.json, and
 * Swagger UI at /api/docs. Register before the routes, so every route is seen. Only /api routes
 * and the CDS Hooks service are documented; the docs' own routes and the SPA host are not.
 *
 * Swagger UI loads its scripts and styles from files, so the app's strict CSP (script-src 'self',
 * style-src 'self') holds for the docs page as well (checked in Chromium: no violation).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  version: string,
  { ui }: { ui: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Medkompass API',
        description:
          'Läkemedelsinformation och beslutsstöd. Fel har alltid formen { error: { code, message, issues? } }.',
        version,
      },
    },
    transform: (document) => {
      const documented =
        (document.url.startsWith('/api/') || document.url.startsWith('/cds-services')) &&
        !document.url.startsWith(DOCS_PREFIX);
      return documented
        ? zodTransform(document)
        : { schema: { ...document.schema, hide: true }, url: document.url };
    },
  });
  // The browsable page is a tool for developers: off in production unless asked for (API_DOCS),
  // so a public server offers no interactive console; the document itself stays.
  if (ui)
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The standalone layout's top bar draws a logo with an inline <style>, which the CSP
      // refuses; the base layout has no top bar, so the page needs no exception to the CSP.
      uiConfig: { layout: 'BaseLayout', deepLinking: true },
    });
  app.get(`${DOCS_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());
}
