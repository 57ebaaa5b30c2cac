import * as z from 'zod/mini';

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

/** GET /cms/wp-json/wp/v2/pages?slug=…: the query our WordPress-compatible endpoint accepts. */
export const cmsPagesQuerySchema = z.object({ slug: contentSlugSchema });

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

/** The answer: every page with the slug, an empty list when there is none (as WordPress). */
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
