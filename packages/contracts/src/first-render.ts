import * as z from 'zod/mini';
import { envJsonSchema } from './env.ts';
import { kbInfoResponseSchema } from './kb-info.ts';
import { systemMessageListResponseSchema } from './messages.ts';

/** Where a page's first-render state is, in the index.html the server sends for it. */
export const FIRST_RENDER_STATE_ID = 'first-render-state';

/**
 * What the first render of every page shows from the API, sent by the server inside the page
 * (a JSON data block, not a script: the CSP allows no inline script) so that the banners and
 * messages are there at once without a round trip (issue 16): the answers of /env.json,
 * /api/kb/info and /api/messages at the time of the request. The last two are left out when the
 * server cannot give them then; the web app then asks for them as before.
 */
export const firstRenderStateSchema = z.object({
  env: envJsonSchema,
  kbInfo: z.optional(kbInfoResponseSchema),
  messages: z.optional(systemMessageListResponseSchema),
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
