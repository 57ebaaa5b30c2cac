import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cmsPageSchema,
  cmsPagesQuerySchema,
  cmsPagesResponseSchema,
} from '@medkompass/contracts/content-page.ts';
import { notFound } from '../../errors.ts';
import type { ContentLibrary } from './content-library.ts';
import {
  exposeListHeaders,
  invalidPageNumber,
  invalidParams,
  pageLinks,
  refuse,
} from './wordpress-answers.ts';

const CMS_PREFIX = '/cms/wp-json/wp/v2';
// Pages change only with a deploy; a few minutes of caching spares the server repeat reads.
const CACHE_CONTROL = 'public, max-age=300';

/**
 * The information pages at a WordPress-compatible path (DESIGN 'Content pages'): the web app
 * asks `{CMS_URL}/wp-json/wp/v2/pages?slug=…` and reads the first result, so CMS_URL may name a
 * real WordPress instead. Like WordPress, an unknown slug is an empty list; the web app shows
 * 'Info page does not exist' for it (specification §8). Without a slug the pages are listed as
 * WordPress lists them (per_page, page, search, X-WP-Total, X-WP-TotalPages, Link), so a WordPress
 * client can read our content. Served whether or not CMS_URL names another CMS.
 */
export function contentPagesRoutes(
  app: FastifyInstance,
  library: ContentLibrary,
  publicUrl: string,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `${CMS_PREFIX}/pages`,
    {
      schema: { querystring: cmsPagesQuerySchema, response: { 200: cmsPagesResponseSchema } },
      // A bad argument is answered here, in WordPress's error shape as well as ours.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) {
        return refuse(reply, invalidParams(request.validationError));
      }
      const { slug, search, per_page: perPage, page } = request.query;
      const matching = await library.list({ slug, search });
      const totalPages = Math.ceil(matching.length / perPage);
      // As WordPress: past the end of a list that has pages is an error, of an empty one not.
      if (page > totalPages && matching.length > 0) {
        return refuse(reply, invalidPageNumber());
      }
      reply.header('cache-control', CACHE_CONTROL);
      reply.header('x-wp-total', String(matching.length));
      reply.header('x-wp-totalpages', String(totalPages));
      const links = pageLinks(publicUrl, request.url, page, totalPages);
      if (links !== null) reply.header('link', links);
      exposeListHeaders(reply);
      return matching.slice((page - 1) * perPage, page * perPage);
    },
  );

  typed.get(
    `${CMS_PREFIX}/pages/:id`,
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().min(0) }),
        response: { 200: cmsPageSchema },
      },
    },
    async (request, reply) => {
      const page = await library.byIdOrNull(request.params.id);
      if (!page) throw notFound('Informationssidan finns inte.');
      reply.header('cache-control', CACHE_CONTROL);
      return page;
    },
  );

  // Anything else under /cms is a JSON 404 in the one error shape, not the web app's index.html.
  app.get('/cms/*', () => {
    throw notFound('Det finns inget sådant anrop i innehållssystemet.');
  });
}
