import * as z from 'zod/mini';

/** NPL product id (Läkemedelsverket): 14 digits, e.g. 10010101000011. */
export const nplIdSchema = z.string().check(z.regex(/^\d{14}$/, 'nplId ska bestå av 14 siffror'));
export type NplId = z.infer<typeof nplIdSchema>;

/** NSL substance id (Läkemedelsverket): 'ID' followed by upper-case letters and digits. */
export const nslIdSchema = z
  .string()
  .check(
    z.regex(/^ID[A-Z0-9]{8,30}$/, "nslId ska börja med 'ID' följt av 8–30 versaler eller siffror"),
  );
export type NslId = z.infer<typeof nslIdSchema>;

/** The most ids one request may name; more is a 400, never a slow request. */
export const MAX_IDS_PER_REQUEST = 200;
