import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromString = z.enum(['true', 'false']).transform((value) => value === 'true');

/** A comma-separated list in one variable, e.g. FRAME_ANCESTORS="https://ehr.example.se,'self'". */
const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

/**
 * Every setting the server reads, parsed from the environment with zod (DESIGN §3.2).
 * A bad value stops the start with a message naming the variable.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres:\/\/|postgresql:\/\/)/, 'must start with sqlite: or postgres://')
    .default(`sqlite:${path.join(repoRoot, 'data', 'medkompass.sqlite')}`),
  KB_BUNDLE_PATH: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'knowledge-base', 'demo-kb.json')),
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'apps', 'web', 'dist')),
  API_URL: z.union([z.literal(''), z.url()]).default(''),
  ENVIRONMENT: z.enum(['env-dev', 'env-test', 'env-prod']).optional(),
  TRUST_PROXY: booleanFromString.default(false),
  FRAME_ANCESTORS: commaList.default(["'self'"]),
  PRODUCT_NAME: z.string().min(1).default('medkompass'),
  /** How often to look for a knowledge base imported elsewhere; 0 turns it off. */
  KB_RELOAD_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
});
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) =>
      `${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
  );
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
