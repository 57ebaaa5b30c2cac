import * as z from 'zod/mini';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.boolean(),
    knowledgeBase: z.boolean(),
  }),
  kb: z.nullable(z.object({ kbVersion: z.string(), isDemo: z.boolean() })),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
