import * as z from 'zod/mini';
import { sourceNameSchema } from './source.ts';

/**
 * The search-tag event of the statistics (specification §2, §7), as Matomo's HTTP Tracking API
 * takes an event: its category, an action saying whether a product or a substance was added, and
 * a name saying on which source's page. Never which drug, and never what was typed.
 */
export const SEARCH_TAG_CATEGORY = 'search-tag';
export const SEARCH_TAG_ACTIONS = { product: 'add-product', substance: 'add-substance' } as const;
/** The source of a tag added outside a source's pages (the start page). */
export const NO_SOURCE = 'start';

export const searchTagActionSchema = z.enum(['add-product', 'add-substance']);
export const searchTagSourceSchema = z.union([sourceNameSchema, z.literal(NO_SOURCE)]);
export type SearchTagSource = z.infer<typeof searchTagSourceSchema>;

/** The event a stored daily count belongs to: a page view, or `search-tag/{action}/{source}`. */
export const PAGE_VIEW_EVENT = 'pageview';

const siteUrl = z.string().check(
  z.maxLength(500),
  z.refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.search === '' &&
      url.hash === '' &&
      !text.includes('?') &&
      !text.includes('#')
    );
  }, 'must be an http(s) address without query or fragment'),
);

/**
 * One tracking request, by Matomo's parameter names: a page view (`action_name`) or the
 * search-tag event (`e_c`, `e_a`, `e_n`). Strict: a visitor id (`_id`, `uid`, `cid`), a referrer,
 * a screen size or anything else Matomo could take is refused, so nothing that identifies a
 * visitor reaches the local statistics.
 */
export const trackingRequestSchema = z
  .strictObject({
    idsite: z.string().check(z.regex(/^\d{1,9}$/)),
    rec: z.literal('1'),
    apiv: z.optional(z.literal('1')),
    send_image: z.optional(z.literal('0')),
    url: siteUrl,
    action_name: z.optional(z.string().check(z.maxLength(300))),
    e_c: z.optional(z.literal(SEARCH_TAG_CATEGORY)),
    e_a: z.optional(searchTagActionSchema),
    e_n: z.optional(searchTagSourceSchema),
  })
  .check(
    z.refine((request) => {
      const event = [request.e_c, request.e_a, request.e_n];
      const isEvent = event.every((part) => part !== undefined);
      const isPartialEvent = !isEvent && event.some((part) => part !== undefined);
      if (isPartialEvent) return false;
      // A page view has its name; an event has none (Matomo would count it as a page view too).
      return isEvent ? request.action_name === undefined : request.action_name !== undefined;
    }, 'a page view (action_name) or a whole search-tag event (e_c, e_a, e_n), not both'),
  );
export type TrackingRequest = z.infer<typeof trackingRequestSchema>;
