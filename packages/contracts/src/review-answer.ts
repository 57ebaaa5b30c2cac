import * as z from 'zod/mini';

/** The sources whose findings a review gathers (riskprofile and genus give none yet). */
export const reviewSourceSchema = z.enum([
  'interactions',
  'njurfunktion',
  'birthdefect',
  'lactation',
]);

const severitySchema = z.nullable(z.enum(['high', 'moderate', 'low']));

/** One entry of the list under review, as every view names it. */
export const reviewEntrySchema = z.object({
  key: z.string(),
  nplId: z.nullable(z.string()),
  nslId: z.nullable(z.string()),
  label: z.string(),
  atcCodes: z.array(z.string()),
  found: z.boolean(),
});

/** One finding: its source's class, the severity on the one scale of ADR 43 and its texts. */
export const reviewFindingSchema = z.object({
  id: z.string(),
  kind: z.enum(['interaction', 'duplication', 'renal', 'birthdefect', 'lactation']),
  source: reviewSourceSchema,
  classCode: z.string(),
  severity: severitySchema,
  entryKeys: z.array(z.string()),
  title: z.string(),
  details: z.array(z.string()),
  recommendation: z.nullable(z.string()),
});

/** Something not assessed; a null source: the entry itself is unknown. */
export const reviewGapSchema = z.object({
  source: z.nullable(reviewSourceSchema),
  entryKeys: z.array(z.string()),
  text: z.string(),
});

/** The eGFR the renal findings were read at. */
export const reviewEgfrSchema = z.object({
  value: z.number(),
  label: z.string(),
  name: z.string(),
  method: z.string(),
  scale: z.enum(['relative', 'absolute']),
  band: z.enum(['≥90', '60–89', '30–59', '15–29', '0–14']),
});

/**
 * GET /api/review?format=json: packages/assessment's review of a list for a patient as our own
 * JSON, what the review document's summary shows; the same findings the FHIR export holds.
 */
export const reviewAnswerSchema = z.object({
  entries: z.array(reviewEntrySchema),
  egfr: z.nullable(reviewEgfrSchema),
  findings: z.array(reviewFindingSchema),
  unassessed: z.array(reviewGapSchema),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;
export type ReviewAnswerFinding = z.infer<typeof reviewFindingSchema>;
