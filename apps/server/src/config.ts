import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SOURCE_IDS } from '@medkompass/assessment/sources.ts';
import { smartClientSchema } from '@medkompass/contracts/smart.ts';
import { sourceNameSchema } from '@medkompass/contracts/source.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const serverVersion = z
  .object({ version: z.string() })
  .parse(
    JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps', 'server', 'package.json'), 'utf8')),
  ).version;

/** The network user's password when none is set: fine on a developer's machine, public everywhere. */
const DEFAULT_NETWORK_PASSWORD = 'medkompass-natverk';

const booleanFromString = z.enum(['true', 'false']).transform((value) => value === 'true');

/** An IPv4 or IPv6 address, or a network of one in CIDR notation. */
const isAddressOrNetwork = (text: string): boolean => {
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

const trustProxySchema = z
  .string()
  .trim()
  .refine((value) => value !== 'true', {
    message:
      "'true' would trust every X-Forwarded-For hop; give the number of proxies (e.g. 1) or their addresses/CIDRs",
  })
  .transform((value, context): false | number | string[] => {
    if (value === 'false' || value === '') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 10) return hops;
    }
    const addresses = value.split(',').map((item) => item.trim());
    if (addresses.every(isAddressOrNetwork)) return addresses;
    context.addIssue({
      code: 'custom',
      message: "must be 'false', a hop count 1–10 or comma-separated addresses/CIDRs",
    });
    return z.NEVER;
  });

/** SMART_CLIENTS: a JSON list in one variable, each entry checked by the shared contract. */
const smartClientsSchema = z
  .string()
  .transform((value, context): unknown => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be a JSON list' });
      return z.NEVER;
    }
  })
  .pipe(z.array(smartClientSchema).max(50));

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
  /**
   * Which proxies in front of the server are trusted to tell the client's address
   * (X-Forwarded-For): 'false' (none), a hop count ('1' for one load balancer) or the proxies'
   * addresses and networks ('10.0.0.5,10.1.0.0/16'). The client is then the right-most address
   * not added by a trusted proxy. 'true' is refused: trusting every hop lets anyone name their
   * own address, and with it become the network user, escape the rate limits and choose a country.
   */
  TRUST_PROXY: trustProxySchema.default(false),
  FRAME_ANCESTORS: commaList.default(["'self'"]),
  PRODUCT_NAME: z.string().min(1).default('medkompass'),
  /** Where the server keeps files of its own (the development JWT secret). */
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** HS256 secret for session tokens; at least 32 characters. Required in production. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  INTEGRATION_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /**
   * Lifetime of the shared network session. Network and integration tokens are stateless (there
   * is no account to revoke them on), so logout cannot end them: they are kept short instead,
   * and the web app renews a network session by address without the user noticing.
   */
  NETWORK_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(28_800).default(3600),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  /**
   * What one client address may spend per minute on knowledge-base answers that are computed, so
   * that one client's costly calls cannot slow everyone (http/kb-budget.ts): a call costs 1 plus
   * the ids it names, so a 200-id interaction call (~45 ms of CPU) costs 201. 60 000 is about 300
   * such calls a minute, about 13 s of CPU, and some 30 times a clinician's busiest minute
   * (building a 20-drug list: about 2 000), so a ward behind one address stays under it. 0 turns
   * the budget off. Cached answers cost nothing.
   */
  RATE_LIMIT_KB_COST_PER_MINUTE: z.coerce.number().int().min(0).default(60_000),
  /** Networks whose users may log in with the shared network credentials (IPv4 and IPv6 CIDRs). */
  NETWORK_CIDRS: commaList
    .pipe(z.array(z.string().regex(/^[\d.:a-fA-F]+\/\d{1,3}$/, 'must be CIDRs such as 10.0.0.0/8')))
    .default([]),
  NETWORK_USER_EMAIL: z.string().min(3).default('natverk@medkompass.se'),
  NETWORK_USER_PASSWORD: z.string().min(1).default(DEFAULT_NETWORK_PASSWORD),
  NETWORK_USER_SOURCES: commaList
    .pipe(z.array(sourceNameSchema))
    // Every source, from the shared table: a new source is open to the network user by default.
    .default([...SOURCE_IDS]),
  /** The country of private and loopback addresses. */
  COUNTRY_HOME: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('SE'),
  COUNTRY_ALLOW_LIST: commaList.pipe(z.array(z.string().regex(/^[A-Z]{2}$/))).default(['SE']),
  COUNTRY_BLOCK_LIST: commaList.pipe(z.array(z.string().regex(/^[A-Z]{2}$/))).default([]),
  /** smtp://user:pass@host:port; without it mail goes to the outbox table and the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Medkompass <noreply@medkompass.se>'),
  /** The address users reach the app at, for links in e-mail. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** How often to look for a knowledge base imported elsewhere; 0 turns it off. */
  KB_RELOAD_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * redis://host:6379: rate-limit counters in Redis, shared by every instance that uses it;
   * unset: in PostgreSQL when DATABASE_URL is one, else in the process.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** PostgreSQL: how long to wait for a connection, and for one statement (then 503). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * How long a client may take to send a whole request (headers and body); a stalled or trickling
   * upload is cut with 408, so slow clients cannot hold connections until the server is full.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Origins other than our own whose pages may call the API (CORS), e.g. a record system's. */
  CORS_ORIGINS: commaList
    .pipe(z.array(z.url().regex(/^https?:\/\/[^/]+$/, 'must be origins such as https://x.se')))
    .default([]),
  /** Sources switched off: their tab shows as deactivated and their calls answer 403. */
  SOURCES_DISABLED: commaList.pipe(z.array(sourceNameSchema)).default([]),
  /** The versions shown in the version modal (GET /api/versions). */
  PRODUCT_VERSION: z.string().min(1).default(serverVersion),
  INTEGRATED_VERSION: z.string().min(1).default(serverVersion),
  /** How long browsers may reuse a knowledge-base answer before asking again (with its ETag). */
  KB_CACHE_MAX_AGE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Check knowledge-base answers against their contracts (http/kb-serializer.ts). Unset: on,
   * except in production, where they are written with JSON.stringify.
   */
  VALIDATE_KB_RESPONSES: booleanFromString.optional(),
  /** The information pages: Markdown files in sv/ and en/ (content/README.md). */
  CONTENT_DIR: z.string().min(1).default(path.join(repoRoot, 'content')),
  /**
   * Where the web app reads information pages (given to it in /env.json): a WordPress-compatible
   * base address, e.g. https://cms.example.se; empty: our own /cms on the API's origin.
   */
  CMS_URL: z.union([z.literal(''), z.url()]).default(''),
  /**
   * Anonymous statistics after the visitor's consent (ADR 0045): a self-hosted Matomo's base
   * address (the web app posts to its matomo.php; CSP connect-src gains its origin) and the
   * site's id there. Unset: no Matomo.
   */
  ANALYTICS_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  ANALYTICS_SITE_ID: z
    .string()
    .regex(/^\d{1,9}$/, 'must be a Matomo site id (digits)')
    .default('1'),
  /**
   * Without ANALYTICS_URL: count the statistics ourselves, as daily totals in the database
   * (POST /api/analytics, `./task analytics report`). Off unless set.
   */
  ANALYTICS_LOCAL: booleanFromString.default(false),
  /** Statistics also in integrated mode, inside a record system; off unless the operator says. */
  ANALYTICS_INTEGRATED: booleanFromString.default(false),
  /** Tracking requests one client address may send to /api/analytics per minute. */
  RATE_LIMIT_ANALYTICS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** Who receives the contact form's messages by e-mail; unset: they are stored only. */
  CONTACT_TO: z.email('must be an e-mail address').optional(),
  /** Contact messages one client address may send per hour (429 with Retry-After beyond). */
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * The contact form's proof-of-work captcha (ALTCHA): PBKDF2 iterations per attempt, and the
   * highest number of attempts a challenge needs (a random number between half of it and it).
   * The defaults take one to a few seconds in a browser (measured: under 3 s in Chromium on two cores);
   * e2e tests set them low.
   */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(10_000_000).default(10_000),
  /** How long a captcha challenge may be solved and used. */
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  /**
   * CDS Hooks calls without a client JWT. For trying the service on a developer's machine only:
   * refused in production, where every record system must be registered (npm run users).
   */
  CDS_ALLOW_ANONYMOUS: booleanFromString.default(false),
  /** Swagger UI at /api/docs; unset: on, except in production. The OpenAPI JSON is always served. */
  API_DOCS: booleanFromString.optional(),
  /** The FHIR code system of NPL ids in the record system's MedicationRequests. */
  CDS_NPL_SYSTEM: z.string().min(1).default('https://medkompass.se/fhir/NamingSystem/npl-id'),
  /**
   * The record systems that may launch the app by SMART on FHIR (ADR 48): a JSON list of
   * `{ "clientId", "iss", "authorizationOrigins"? }`; empty: no SMART launch.
   */
  SMART_CLIENTS: smartClientsSchema.default([]),
});
export type Config = z.infer<typeof configSchema>;

const productionProblems = (config: Config): string[] =>
  config.NODE_ENV !== 'production'
    ? []
    : [
        ...(config.JWT_SECRET === undefined
          ? ['JWT_SECRET: required in production (at least 32 characters)']
          : []),
        ...(config.CDS_ALLOW_ANONYMOUS
          ? ['CDS_ALLOW_ANONYMOUS: anonymous CDS Hooks calls are not allowed in production']
          : []),
        ...(config.SMTP_URL === undefined
          ? [
              'SMTP_URL: required in production (without it reset links would wait in the outbox and the log)',
            ]
          : []),
        // The defaults are in this public repository: anyone could log in as the network user.
        ...(config.NETWORK_CIDRS.length > 0 &&
        config.NETWORK_USER_PASSWORD === DEFAULT_NETWORK_PASSWORD
          ? [
              'NETWORK_USER_PASSWORD: the default network password is public; set your own in production',
            ]
          : []),
      ];

/** Settings whose values are or may contain secrets (passwords in URLs included). */
const SECRET_SETTINGS = new Set([
  'JWT_SECRET',
  'REDIS_URL',
  'NETWORK_USER_PASSWORD',
  'SMTP_URL',
  'DATABASE_URL',
  'TEST_DATABASE_URL',
]);

export class ConfigError extends Error {}

/** The database's timeouts as openDatabase takes them. */
export const databaseTimeouts = (config: Config) => ({
  connectMs: config.DB_CONNECT_TIMEOUT_MS,
  statementMs: config.DB_STATEMENT_TIMEOUT_MS,
});

/** Parses the environment; throws a ConfigError whose message names every bad variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { forServer = true }: { forServer?: boolean } = {},
): Config {
  const result = configSchema.safeParse(env);
  if (result.success) {
    // What a production server must have (a JWT secret, SMTP …) does not concern the operators'
    // CLIs, which only reach the database.
    const missing = forServer ? productionProblems(result.data) : [];
    if (missing.length > 0)
      throw new ConfigError(`Invalid configuration:\n  ${missing.join('\n  ')}`);
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    // A refused value is shown to help the operator, unless it may hold a secret.
    const shown = SECRET_SETTINGS.has(name) ? 'value hidden' : `got ${JSON.stringify(env[name])}`;
    return `${issue.path.join('.')}: ${issue.message} (${shown})`;
  });
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
