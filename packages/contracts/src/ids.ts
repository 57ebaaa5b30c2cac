import { z } from 'zod';

/** NPL product id (Läkemedelsverket): 14 digits, e.g. 10010101000011. */
export const nplIdSchema = z
  .string()
  .regex(/^\d{14}$/, 'nplId ska bestå av 14 siffror')
  .describe('NPL product id');
export type NplId = z.infer<typeof nplIdSchema>;

/** NSL substance id (Läkemedelsverket): 'ID' followed by upper-case letters and digits. */
export const nslIdSchema = z
  .string()
  .regex(/^ID[A-Z0-9]{8,30}$/, "nslId ska börja med 'ID' följt av 8–30 versaler eller siffror")
  .describe('NSL substance id');
export type NslId = z.infer<typeof nslIdSchema>;

/** The most ids one request may name; more is a 400, never a slow request. */
export const MAX_IDS_PER_REQUEST = 200;

/**
 * A list of ids from a query string. Accepts the repeated form of the specification
 * (`?ids=a&ids=b`) and, for hand-written URLs, comma-separated values (`?ids=a,b`).
 * Duplicates are removed, order is kept.
 */
export function idListSchema(idSchema: z.ZodType<string, string>, label: string) {
  return boundedIdListSchema(idSchema, label, MAX_IDS_PER_REQUEST);
}

/** An id list as idListSchema, with its own limit (e.g. 100 interaction texts per call). */
export function boundedIdListSchema(
  idSchema: z.ZodType<string, string>,
  label: string,
  max: number,
) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) =>
      (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== ''),
    )
    .pipe(
      z
        .array(idSchema)
        .max(max, `Högst ${max} ${label} per anrop`)
        .transform((ids) => [...new Set(ids)]),
    );
}
