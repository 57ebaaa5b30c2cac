import * as z from 'zod/mini';
import { contentSlugSchema, wordPressPageSchema } from './content-page.ts';
import { envJsonSchema } from './env.ts';
import { nplIdSchema, nslIdSchema } from './ids.ts';
import { kbInfoResponseSchema } from './kb-info.ts';
import { systemMessageListResponseSchema } from './messages.ts';
import { productListResponseSchema } from './product.ts';
import { substanceListResponseSchema } from './substance.ts';

/** Where a page's first-render state is, in the index.html the server sends for it. */
export const FIRST_RENDER_STATE_ID = 'first-render-state';

/**
 * A server-painted part's name (ADR 49): the web app's renderer names each part it painted, and
 * the server writes the names into the page (#root's data-server-painted), so each must be a
 * plain word. Checked on both sides: as painted, and before the server writes it.
 */
export function isServerPaintedPartName(name: string): boolean {
  return /^[a-z][a-z-]*$/.test(name);
}

/**
 * The names of the search list in the page's address (its nplIds and nslIds, read as the web app
 * reads them: search-list-params.ts), as /api/product?ids=… and /api/substance?ids=… answer for
 * those ids, so the list's tags have their names at the first render.
 */
export const firstRenderSearchListSchema = z.object({
  nplIds: z.array(nplIdSchema),
  products: productListResponseSchema,
  nslIds: z.array(nslIdSchema),
  substances: substanceListResponseSchema,
});
export type FirstRenderSearchList = z.infer<typeof firstRenderSearchListSchema>;

/**
 * The information page of an /about/{tag} or /en/about/{tag} address (the site routes' rule,
 * packages/assessment site-routes.ts), as our WordPress-compatible /cms answers it for the slug,
 * with only the fields the web app reads. Only when the pages are ours (CMS_URL empty).
 */
export const firstRenderAboutPageSchema = z.object({
  slug: contentSlugSchema,
  page: wordPressPageSchema,
});
export type FirstRenderAboutPage = z.infer<typeof firstRenderAboutPageSchema>;

/**
 * What the first render of every page shows from the API, sent by the server inside the page
 * (a JSON data block, not a script: the CSP allows no inline script) so that the banners,
 * messages and the search list's names are there at once without a round trip (ADR 28): the
 * answers of /env.json, /api/kb/info, /api/messages, for a list in the address /api/product and
 * /api/substance, and for an information page its page from /cms, at the time of the request.
 * All but the first are left out when the server cannot give them then; the web app then asks for
 * them as before.
 */
export const firstRenderStateSchema = z.object({
  env: envJsonSchema,
  kbInfo: z.optional(kbInfoResponseSchema),
  messages: z.optional(systemMessageListResponseSchema),
  searchList: z.optional(firstRenderSearchListSchema),
  aboutPage: z.optional(firstRenderAboutPageSchema),
});
export type FirstRenderState = z.infer<typeof firstRenderStateSchema>;

/**
 * The state as the text of an HTML data block: JSON with every character that could end the
 * element or change how HTML reads it (`<`, `>`, `&`, and the line separators JavaScript once
 * treated as line ends) written as a \u escape, which JSON reads back the same.
 */
export function firstRenderStateAsHtml(state: FirstRenderState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
