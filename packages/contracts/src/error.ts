import { z } from 'zod';

/** The one error body every API route answers with (DESIGN §3.3). */
export const apiErrorSchema = z.object({
  error: z.object({
    /** Stable, machine-readable code, e.g. 'validation', 'not_found'. */
    code: z.string(),
    /** Human-readable Swedish message naming what was wrong. */
    message: z.string(),
    /** For validation errors: which field and why. */
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
