import * as z from 'zod/mini';

/** GET /api/kb/info: which knowledge base answers, and whether it is demo data. */
export const kbInfoResponseSchema = z.object({
  kbVersion: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  publishedAt: z.iso.datetime({ offset: true }),
  isDemo: z.boolean(),
});
export type KbInfo = z.infer<typeof kbInfoResponseSchema>;
