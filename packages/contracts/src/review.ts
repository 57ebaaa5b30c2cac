import * as z from 'zod/mini';
import { parseIntegratedUrl } from '@medkompass/clinical/integrated-mode-url.ts';
import {
  INTEGRATED_PARAMS as I,
  PATIENT_PARAMS as P,
} from '@medkompass/clinical/integrated-mode-url-params.ts';
import { idListSchema } from './id-lists.ts';
import { MAX_IDS_PER_REQUEST, nplIdSchema, nslIdSchema } from './ids.ts';

/** The formats GET /api/review answers in: a FHIR R4 Bundle (ADR 43) or our own JSON. */
export const reviewFormatSchema = z.enum(['fhir', 'json']);
export type ReviewFormat = z.infer<typeof reviewFormatSchema>;

// Far longer than any valid value; a cheap bound before the patient rules read it.
const parameter = z.optional(z.string().check(z.maxLength(32, 'Värdet är för långt')));

/** The patient and band parameters of integrated mode that a review reads. */
const PATIENT_AND_BAND = [...Object.values(P), I.interval, I.isFertile] as const;

/**
 * The query of GET /api/review: the search list as every list call takes it, the patient in the
 * parameters of integrated mode (integrated-mode-url-params.ts), and the format. Unlike a page's
 * address, where a bad value is ignored and named, a bad value here is a 400 naming the
 * parameter, with the same reason the app gives (parseIntegratedUrl's rules; an age or birth
 * year is checked against today's date).
 */
export const reviewQuerySchema = z
  .object({
    nslIds: idListSchema(nslIdSchema, 'nslId'),
    nplIds: idListSchema(nplIdSchema, 'nplId'),
    format: reviewFormatSchema,
    [P.birthYear]: parameter,
    [P.age]: parameter,
    [P.gender]: parameter,
    [P.weight]: parameter,
    [P.height]: parameter,
    [P.creatinine]: parameter,
    [P.creatinineDate]: parameter,
    [P.cystatinEgfr]: parameter,
    [P.cystatinDate]: parameter,
    [P.cystatinC]: parameter,
    [P.measuredGfr]: parameter,
    [P.weightDate]: parameter,
    [P.heightDate]: parameter,
    [I.interval]: parameter,
    [I.isFertile]: z.optional(z.enum(['true', 'false'])),
  })
  .check(
    z.refine((query) => query.nslIds.length + query.nplIds.length <= MAX_IDS_PER_REQUEST, {
      message: `Högst ${MAX_IDS_PER_REQUEST} id per anrop (nslIds och nplIds tillsammans)`,
    }),
    z.superRefine((query, context) => {
      for (const problem of parseIntegratedUrl(patientParams(query), new Date()).problems)
        context.addIssue({ code: 'custom', path: [problem.parameter], message: problem.reason });
    }),
  );
export type ReviewQuery = z.infer<typeof reviewQuerySchema>;

/** The patient and band parameters of a review query, as an address's parameters. */
export function patientParams(query: Partial<Record<string, unknown>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of PATIENT_AND_BAND) {
    const value = query[name];
    if (typeof value === 'string') params.set(name, value);
  }
  return params;
}
