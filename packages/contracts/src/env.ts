import { z } from 'zod';

/** The environment as the specification derives it from the API address (§3 'Global state'). */
export const environmentSchema = z.enum(['env-dev', 'env-test', 'env-prod']);
export type Environment = z.infer<typeof environmentSchema>;

/** GET /env.json: where the web client finds the API, and which environment it runs in. */
export const envJsonSchema = z.object({
  API_URL: z.string(),
  environment: environmentSchema,
});
export type EnvJson = z.infer<typeof envJsonSchema>;
