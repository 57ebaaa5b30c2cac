import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.boolean(),
    knowledgeBase: z.boolean(),
  }),
  kb: z.object({ kbVersion: z.string(), isDemo: z.boolean() }).nullable(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
