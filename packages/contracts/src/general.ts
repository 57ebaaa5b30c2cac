import * as z from 'zod/mini';
import { sourceNameSchema } from './source.ts';

/** GET /api/source: every source and whether the server has it switched on (§3 'Active source'). */
export const sourceStatusListResponseSchema = z.array(
  z.object({ source: sourceNameSchema, active: z.boolean() }),
);
export type SourceStatus = z.infer<typeof sourceStatusListResponseSchema>[number];

/**
 * GET /api/general/dates: when each source's content in the loaded knowledge base was last
 * updated (the manifest's `sources[].updatedAt`); a source the manifest does not date is absent.
 */
export const sourceDatesResponseSchema = z.array(
  z.object({ source: sourceNameSchema, updatedAt: z.iso.date() }),
);
export type SourceDate = z.infer<typeof sourceDatesResponseSchema>[number];

/** GET /api/versions: the versions shown in the version modal (§3 'Versions'). */
export const versionsResponseSchema = z.object({
  versions: z.object({
    /** The product (the web app and its API). */
    product: z.string(),
    /** The integrated variant embedded in record systems. */
    integrated: z.string(),
  }),
});
export type Versions = z.infer<typeof versionsResponseSchema>['versions'];
