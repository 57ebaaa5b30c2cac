import * as z from 'zod/mini';

/** The environment as the specification derives it from the API address (§3 'Global state'). */
export const environmentSchema = z.enum(['env-dev', 'env-test', 'env-prod']);
export type Environment = z.infer<typeof environmentSchema>;

/** GET /env.json: where the web client finds the API, and which environment it runs in. */
export const envJsonSchema = z.object({
  API_URL: z.string(),
  environment: environmentSchema,
  /**
   * Where the information pages come from: a WordPress-compatible base address whose
   * `/wp-json/wp/v2/pages?slug=…` answers them; empty means our own `/cms` on the API's origin.
   * Defaults to empty, so an older server's env.json still reads.
   */
  CMS_URL: z._default(z.string(), ''),
  /** The product name in about tags such as `om-{PRODUCT_NAME}` (specification §2). */
  PRODUCT_NAME: z._default(z.string(), 'medkompass'),
  /**
   * Anonymous statistics, sent only after the visitor allows them (ADR 0045): a Matomo base
   * address (the tracker posts to its `matomo.php`) and the site's id there; or, without an
   * address, our own /api/analytics when ANALYTICS_LOCAL is true. Absent: no statistics.
   */
  ANALYTICS_URL: z.optional(z.string()),
  ANALYTICS_SITE_ID: z.optional(z.string()),
  ANALYTICS_LOCAL: z.optional(z.boolean()),
  /** Statistics also in integrated mode (inside a record system); off unless set. */
  ANALYTICS_INTEGRATED: z.optional(z.boolean()),
});
export type EnvJson = z.infer<typeof envJsonSchema>;
