import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import rateLimit from '@fastify/rate-limit';
import { tooManyRequests } from './errors.ts';
import { registerCors } from './http/cors.ts';
import {
  counterRateLimitStore,
  databaseCounter,
  memoryCounter,
  redisCounter,
  type LimitCounter,
} from './http/rate-limit-store.ts';
import { pruneRateLimits } from './http/rate-limit.repository.ts';
import { boundaryValidatorCompiler } from './http/boundary-validator.ts';
import { frameworkErrorOptions, registerErrorHandler } from './http/error-handler.ts';
import { KbBudget } from './http/kb-budget.ts';
import { KbCaching } from './http/kb-caching.ts';
import { registerOpenApi } from './http/openapi.ts';
import { SourceAccess } from './modules/access/source-access.ts';
import { smartConnectOrigins, smartRoutes } from './modules/smart/smart.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { resolveJwtSecret, SessionTokens } from './modules/auth/session-tokens.ts';
import { Mailer } from './modules/mail/mailer.ts';
import { loggerOptions } from './http/log-redaction.ts';
import { requestIdFor } from './http/request-id.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { KnowledgeBaseHolder } from './knowledge-base/kb-holder.ts';
import { loadKnowledgeBase, reloadIfChanged } from './knowledge-base/kb-loader.ts';
import { CdsAuthenticator } from './modules/cds-hooks/cds-auth.ts';
import { cdsHooksRoutes } from './modules/cds-hooks/cds-hooks.routes.ts';
import { CdsHooksService } from './modules/cds-hooks/cds-hooks.service.ts';
import { CaptchaService } from './modules/contact/captcha.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { ContentLibrary } from './modules/content-pages/content-library.ts';
import { contentPagesRoutes } from './modules/content-pages/content-pages.routes.ts';
import { contentIndexRoutes } from './modules/content-index/content-index.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import { envRoutes } from './modules/env/env.routes.ts';
import { generalRoutes } from './modules/general/general.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { interactionRoutes } from './modules/interaction/interaction.routes.ts';
import { kbInfoRoutes } from './modules/kb-info/kb-info.routes.ts';
import { messagesRoutes } from './modules/messages/messages.routes.ts';
import { registerSpaHost } from './modules/pages/spa-host.ts';
import { reviewRoutes } from './modules/review/review.routes.ts';
import { riskprofileRoutes } from './modules/riskprofile/riskprofile.routes.ts';
import { productRoutes } from './modules/product/product.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sideEffectRoutes } from './modules/side-effects/side-effects.routes.ts';
import { specialSubstanceRoutes } from './modules/special-substance/special-substance.routes.ts';
import { substanceRoutes } from './modules/substance/substance.routes.ts';

/**
 * Fastify's trust test for X-Forwarded-For: a hop count trusts the nearest `hops` addresses (the
 * socket's peer is hop 0), so the client is the right-most address they did not add; a list of
 * addresses and networks trusts exactly those.
 */
function trustedProxies(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * Timeouts against slow clients, whose unfinished requests would otherwise hold connections for
 * minutes: the whole request within `requestMs`, its headers sooner, an idle connection closed,
 * and keep-alive connections not held for long. Node checks the request timeout on an interval,
 * so the interval follows the timeout.
 */
function clientTimeouts(requestMs: number) {
  return {
    requestTimeout: requestMs,
    connectionTimeout: 2 * requestMs,
    keepAliveTimeout: Math.min(5_000, requestMs),
    http: {
      headersTimeout: Math.min(10_000, requestMs),
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(requestMs / 4))),
    },
  };
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The clock, injectable for tests. */
  now?: () => Date;
  /** Where logs go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
}

// Requests carry ids and short forms; nothing legitimate comes near this.
const BODY_LIMIT_BYTES = 64 * 1024;

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/**
 * Builds the whole server: schema up to date, knowledge base in memory, every route registered.
 * It does not listen; main.ts does, and tests call it with app.inject.
 */
export async function buildApp({
  config,
  database,
  now = () => new Date(),
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // No query value, token or patient parameter in any log line (log-redaction.ts).
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    genReqId: requestIdFor,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    ...clientTimeouts(config.REQUEST_TIMEOUT_MS),
    routerOptions: { maxParamLength: 500 },
    // Every route validates and serialises with its zod schemas. Given as the compilers' factories
    // rather than set after, so Fastify never loads its JSON-schema compilers (Ajv and
    // fast-json-stringify): a part of the start-up no request needs.
    // (Fastify types these factories for Ajv's compilers; the zod ones take the same route.)
    schemaController: {
      compilersFactory: {
        // Every route's schema behind the one rule for control characters (ADR 0039).
        buildValidator: (() =>
          boundaryValidatorCompiler) as unknown as CompilersFactory['buildValidator'],
        buildSerializer: (() =>
          serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
      },
    },
    // Fastify's and Node's own errors (bad URL, oversized headers …) in the one error body too.
    ...frameworkErrorOptions,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.FRAME_ANCESTORS, {
    analyticsUrl: config.ANALYTICS_URL,
    connectOrigins: smartConnectOrigins(config.SMART_CLIENTS),
  });
  await app.register(compress, { threshold: 1024 });
  await registerCors(app, config.CORS_ORIGINS);
  await registerOpenApi(app, config.PRODUCT_VERSION, {
    ui: config.API_DOCS ?? config.NODE_ENV !== 'production',
  });

  await migrateToLatest(database.db);
  const kb = new KnowledgeBaseHolder();
  await loadKnowledgeBase(database.db, kb, config.KB_BUNDLE_PATH, app.log, now);
  watchForNewKnowledgeBase(app, database, kb, config.KB_RELOAD_INTERVAL_MS);

  const serverSecret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const tokens = new SessionTokens(serverSecret);
  const mailer = new Mailer(database.db, config.SMTP_URL, config.MAIL_FROM, app.log);
  retryMailPeriodically(app, mailer, now);
  const auth = new AuthService({ db: database.db, config, tokens, mailer, now });
  // Several instances must count together: in Redis when one is configured, else on PostgreSQL
  // (the way to run several instances) in the database; SQLite serves one process, whose
  // memory is enough. Every limit counts there under its own name (rate-limit-store.ts).
  const limitCounter = await rateLimitCounter(app, config, database);
  await app.register(rateLimit, {
    global: false,
    store: counterRateLimitStore(limitCounter),
    // A Redis that does not answer must not hold requests: the plugin then lets the request
    // through rather than refusing everyone (skipOnError is its documented choice).
    skipOnError: limitCounter.kind === 'redis',
    // Thrown by the plugin, so it goes through the one error handler like every error.
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        `För många försök. Vänta ${Math.ceil(context.ttl / 1000)} sekunder och försök igen.`,
      ),
  });

  const access = new SourceAccess(auth, config);
  const caching = new KbCaching({
    kb,
    version: config.PRODUCT_VERSION,
    maxAgeSeconds: config.KB_CACHE_MAX_AGE_SECONDS,
    sessionKey: (request) => access.sessionKey(request),
    validateResponses: config.VALIDATE_KB_RESPONSES ?? config.NODE_ENV !== 'production',
    budget: new KbBudget({
      counter: limitCounter,
      perMinute: config.RATE_LIMIT_KB_COST_PER_MINUTE,
      log: app.log,
    }),
  });
  const context = { kb, access, caching };

  envRoutes(app, config);
  authRoutes(app, auth, config);
  healthRoutes(app, database.db, kb);
  kbInfoRoutes(app, kb);
  generalRoutes(app, context, config);
  messagesRoutes(app, database.db);
  searchRoutes(app, kb, caching);
  sideEffectRoutes(app, kb, caching);
  substanceRoutes(app, kb, caching);
  specialSubstanceRoutes(app, kb, caching);
  productRoutes(app, kb, caching);
  interactionRoutes(app, context);
  riskprofileRoutes(app, context);
  documentRoutes(app, context);
  reviewRoutes(app, { ...context, now, nplSystem: config.CDS_NPL_SYSTEM });
  smartRoutes(app, { kb, now, nplSystem: config.CDS_NPL_SYSTEM });
  contentIndexRoutes(app, context);
  cdsHooksRoutes(app, {
    service: new CdsHooksService({
      db: database.db,
      kb,
      now,
      appUrl: config.PUBLIC_URL.replace(/\/$/, ''),
      nplSystem: config.CDS_NPL_SYSTEM,
      disabledSources: config.SOURCES_DISABLED,
      secret: serverSecret,
    }),
    authenticator: new CdsAuthenticator({
      db: database.db,
      allowAnonymous: config.CDS_ALLOW_ANONYMOUS,
      now,
    }),
    publicUrl: config.PUBLIC_URL,
  });
  const captcha = new CaptchaService({
    serverSecret,
    cost: config.CAPTCHA_COST,
    maxNumber: config.CAPTCHA_MAX_NUMBER,
    ttlSeconds: config.CAPTCHA_TTL_SECONDS,
  });
  const contact = new ContactService({
    db: database.db,
    captcha,
    mailer,
    contactTo: config.CONTACT_TO,
    logger: app.log,
  });
  contactRoutes(app, {
    captcha,
    contact,
    messagesPerHour: config.RATE_LIMIT_CONTACT_PER_HOUR,
    now,
  });
  // The local statistics, when the operator keeps them here rather than in a Matomo.
  if (config.ANALYTICS_LOCAL && config.ANALYTICS_URL === '')
    await analyticsRoutes(app, {
      db: database.db,
      perMinute: config.RATE_LIMIT_ANALYTICS_PER_MINUTE,
      now,
    });
  const contentLibrary = await ContentLibrary.load(config.CONTENT_DIR, config.PRODUCT_NAME);
  app.log.info({ pages: contentLibrary.size }, 'Information pages read');
  // Rendered shortly after the server listens, so that neither the start nor the first requests
  // wait for it (a page asked for sooner is rendered then).
  app.addHook('onListen', (done) => {
    setTimeout(() => {
      contentLibrary.render().catch((error: unknown) => {
        app.log.error({ err: error }, 'Information pages could not be rendered');
      });
    }, CONTENT_RENDER_DELAY_MS).unref();
    done();
  });
  contentPagesRoutes(app, contentLibrary, config.PUBLIC_URL);
  await registerSpaHost(app, config.WEB_DIST_DIR, {
    kb,
    // Pages of an outside CMS are not known here: their paths answer 200, the app decides.
    hasAboutPage: config.CMS_URL === '' ? (slug) => contentLibrary.has(slug) : null,
    firstRender: {
      config,
      kb,
      db: database.db,
      logger: app.log,
      aboutPages: config.CMS_URL === '' ? contentLibrary : null,
    },
    production: config.NODE_ENV === 'production',
  });

  app.addHook('onClose', async () => {
    await database.db.destroy();
  });
  return app;
}

/**
 * Polls for a knowledge base imported by another process (the CLI, another instance on the same
 * PostgreSQL) and swaps it in. Polling the one active-import row is cheap and works the same on
 * SQLite and PostgreSQL.
 */
function watchForNewKnowledgeBase(
  app: FastifyInstance,
  database: DatabaseHandle,
  kb: KnowledgeBaseHolder,
  intervalMs: number,
): void {
  if (intervalMs === 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reloadIfChanged(database.db, kb, app.log)
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'Knowledge-base reload failed; the loaded one stays');
      })
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}

const RATE_LIMIT_PRUNE_INTERVAL_MS = 10 * 60_000;
const CONTENT_RENDER_DELAY_MS = 2_000;

/** Resolves once the client is ready, on its first error, or after `timeoutMs`. */
function redisConnected(
  redis: { once(event: 'ready' | 'error', listener: () => void): unknown },
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', settle);
    redis.once('error', settle);
  });
}

/** Where the rate limits count (see the registration). */
async function rateLimitCounter(
  app: FastifyInstance,
  config: Config,
  database: DatabaseHandle,
): Promise<LimitCounter> {
  if (config.REDIS_URL !== undefined) {
    // Loaded only when configured: most deployments count in their database.
    const { Redis } = await import('ioredis');
    // A Redis that does not answer must not hold requests: fail fast.
    const redis = new Redis(config.REDIS_URL, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', (error: Error) => {
      app.log.warn({ err: error.message }, 'Redis for rate limits unavailable');
    });
    app.addHook('onClose', (_instance, done) => {
      redis.disconnect();
      done();
    });
    // Without the offline queue, a call made before the connection is up is not counted: the
    // first requests after a start would pass every limit. Wait for it, as long as the connect
    // timeout at most, and start anyway (failing open) when Redis does not answer.
    await redisConnected(redis, 2_000);
    return redisCounter(redis, 'medkompass-rl:');
  }
  if (database.kind === 'postgres') return sharedRateLimits(app, database.db);
  return memoryCounter();
}

/** The database counter of the rate limits, with ended windows pruned every ten minutes. */
function sharedRateLimits(app: FastifyInstance, db: DatabaseHandle['db']): LimitCounter {
  const timer = setInterval(() => {
    pruneRateLimits(db, Date.now()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'Pruning rate-limit counters failed');
    });
  }, RATE_LIMIT_PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
  return databaseCounter(db);
}

const MAIL_RETRY_INTERVAL_MS = 60_000;

/** Retries undelivered mail from the outbox every minute; closes the SMTP transport on shutdown. */
function retryMailPeriodically(app: FastifyInstance, mailer: Mailer, now: () => Date): void {
  const timer = setInterval(() => {
    mailer.deliverPending(now()).catch((error: unknown) => {
      app.log.error({ err: error }, 'Mail retry failed');
    });
  }, MAIL_RETRY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    mailer.close();
    done();
  });
}
