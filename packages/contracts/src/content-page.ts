import * as z from 'zod/mini';
import { apiErrorSchema } from './error.ts';

/**
 * A slug of an information page (specification §2 'Information pages'): lower-case letters,
 * digits and single hyphens, as WordPress makes them. Our Markdown pages and a real WordPress
 * both use this form, so the web client can refuse anything else before asking.
 */
export const contentSlugSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(120),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ogiltig sidadress (slug)'),
  );

/** WordPress's `per_page`: 10 when not given, 1–100 (its List Pages arguments). */
export const CMS_PAGES_DEFAULT_PER_PAGE = 10;
export const CMS_PAGES_MAX_PER_PAGE = 100;
/**
 * The longest `search` we take. WordPress sets none; ours bounds the work of one request, and is
 * far above what a person types.
 */
export const CMS_PAGES_MAX_SEARCH_LENGTH = 200;

/**
 * GET /cms/wp-json/wp/v2/pages: the query our WordPress-compatible endpoint accepts, with
 * WordPress's names and meanings. Without `slug` it lists every page, a page of `per_page` at a
 * time; `page` counts from 1; `search` keeps the pages whose title or text has every word.
 * Other WordPress arguments (context, _fields, orderby, …) are ignored, as WordPress ignores
 * arguments it does not know.
 */
export const cmsPagesQuerySchema = z.object({
  slug: z.optional(contentSlugSchema),
  per_page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CMS_PAGES_MAX_PER_PAGE)),
    CMS_PAGES_DEFAULT_PER_PAGE,
  ),
  page: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
    1,
  ),
  search: z.optional(z.string().check(z.maxLength(CMS_PAGES_MAX_SEARCH_LENGTH))),
});
export type CmsPagesQuery = z.infer<typeof cmsPagesQuerySchema>;

/**
 * A refused request in WordPress's error shape (`code`, `message`, `data.status`, and for bad
 * arguments `data.params`: each argument with what is wrong), so a WordPress client reads it.
 * Our endpoint sends it beside the API's own `error` object (error.ts), so our clients read it
 * as every other error.
 */
export const wordPressErrorSchema = z.object({
  /** `rest_invalid_param` or `rest_post_invalid_page_number`, as WordPress names them. */
  code: z.string(),
  message: z.string(),
  data: z.object({
    status: z.int(),
    params: z.optional(z.record(z.string(), z.string())),
  }),
});
export type WordPressError = z.infer<typeof wordPressErrorSchema>;

/** A refusal of the page listing: WordPress's error and the API's one error body in one. */
export const cmsPagesErrorSchema = z.extend(wordPressErrorSchema, {
  error: apiErrorSchema.shape.error,
});
export type CmsPagesError = z.infer<typeof cmsPagesErrorSchema>;

/**
 * One page as WordPress's REST API answers it (`/wp-json/wp/v2/pages`). The web client reads
 * only `slug`, `title.rendered` and `content.rendered`, so `CMS_URL` may point at a real
 * WordPress; the rest is what our Markdown pages add and WordPress also has (id, modified, link)
 * or may leave out (lang, tags).
 */
export const cmsPageSchema = z.object({
  id: z.int(),
  slug: z.string(),
  /** ISO date-time of the last change, as WordPress's `modified`. */
  modified: z.optional(z.string()),
  /** The page's language; WordPress itself does not send this field. */
  lang: z.optional(z.enum(['sv', 'en'])),
  /** The page's tags (front matter); WordPress itself does not send this field. */
  tags: z.optional(z.array(z.string())),
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/**
 * The answer: the pages of the requested page of the list (with a slug, the page with that slug,
 * an empty list when there is none, as WordPress). Headers X-WP-Total and X-WP-TotalPages give
 * how many pages match and how many pages of `per_page` they fill.
 */
export const cmsPagesResponseSchema = z.array(cmsPageSchema);

/**
 * A page as the web client reads it from any WordPress-compatible CMS (CMS_URL): only the fields
 * it uses, so a real WordPress's fuller answer parses as well as ours.
 */
export const wordPressPageSchema = z.object({
  slug: z.string(),
  title: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
});
export const wordPressPagesSchema = z.array(wordPressPageSchema);
export type WordPressPage = z.infer<typeof wordPressPageSchema>;
