import * as z from 'zod/mini';
import {
  contentIndexSourceSchema,
  indexCharacterSchema,
  indexClassificationSchema,
} from './content-index-paths.ts';

export const CONTENT_INDEX_MAX_LIMIT = 100;

/** GET /api/content-index/:source */
export const contentIndexParamsSchema = z.object({ source: contentIndexSourceSchema });
export const contentIndexQuerySchema = z.object({
  char: z.optional(indexCharacterSchema),
  classification: z.optional(indexClassificationSchema),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CONTENT_INDEX_MAX_LIMIT)),
    50,
  ),
});
export type ContentIndexQuery = z.infer<typeof contentIndexQuerySchema>;

export const contentIndexItemSchema = z.object({
  /** The document's id: its page is /amning/{id}, /fosterpaverkan/{id}, /genus/{id} or /en/sexandgender/{id}. */
  id: z.string(),
  title: z.string(),
  classification: indexClassificationSchema,
});
export type ContentIndexItem = z.infer<typeof contentIndexItemSchema>;

export const contentIndexResponseSchema = z.object({
  /** Documents matching the filters, of which `items` is the page from `offset`. */
  total: z.int().check(z.minimum(0)),
  items: z.array(contentIndexItemSchema),
  /** The index characters under which the source has documents, whatever the filters. */
  characters: z.array(indexCharacterSchema),
  /** The classifications the source's documents have, whatever the filters. */
  classifications: z.array(indexClassificationSchema),
});
export type ContentIndexResponse = z.infer<typeof contentIndexResponseSchema>;
