import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { KnowledgeBaseHolder } from '../knowledge-base/kb-holder.ts';
import { AnswerCache } from './answer-cache.ts';
import type { KbBudget } from './kb-budget.ts';
import { CompressedAnswers, preferredEncoding } from './compressed-answers.ts';
import { kbSerializerCompiler, type KbSerializerCompiler } from './kb-serializer.ts';

/**
 * What the answers, as sent and compressed, may take of memory: resident memory grows by about
 * as much once they are full (bench/README.md, 'The server's own memory'). 16 MB keep some 3 000
 * to 15 000 answers of 1–5 kB; compressed to about a fifth, half as many bytes keep the compressed
 * form of more than twice as many answers, so an answer assessed again is not compressed again.
 */
const ANSWERS_MAX_BYTES = 16 * 1024 * 1024;
const COMPRESSED_ANSWERS_MAX_BYTES = 8 * 1024 * 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * How a knowledge-base response may be cached. 'public': the same for every caller. 'private':
 * depends on the caller (country rules), so only the caller's own browser may keep it. 'session':
 * shown only to some sessions (riskprofile), revalidated on every use, and tagged per session.
 */
export type CacheScope = 'public' | 'private' | 'session';

export interface KbCachingOptions {
  kb: KnowledgeBaseHolder;
  /** The server's version: a new server may answer the same knowledge base differently. */
  version: string;
  maxAgeSeconds: number;
  /** Who the session is, for 'session' responses. */
  sessionKey: (request: FastifyRequest) => Promise<string>;
  /** Check each answer against its contract (kb-serializer.ts); off in production. */
  validateResponses: boolean;
  /** Charges each answer that is computed to its client (kb-budget.ts); none in some tests. */
  budget?: KbBudget;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const hash = (text: string): string =>
  createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** Whether an If-None-Match header names the tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * ETag and Cache-Control for responses computed from the knowledge base. A response is a function
 * of its URL, the loaded import and the server version (and for 'session', the session), so the
 * tag is derived from those, before any work: a client that has the current answer gets a 304
 * without the answer being computed or serialised.
 */
export class KbCaching {
  private readonly options: KbCachingOptions;
  private readonly serializerCompiler: KbSerializerCompiler;
  private base: { importId: number | null; tag: string } = { importId: null, tag: '' };
  private readonly compressed = new CompressedAnswers(COMPRESSED_ANSWERS_MAX_BYTES);
  // Answers as sent, by ETag and URL: a repeated question (the same list on another tab, a
  // print, a reload, every clinician with the same pair) is not assessed and serialised again.
  private readonly answers = new AnswerCache(ANSWERS_MAX_BYTES);

  constructor(options: KbCachingOptions) {
    this.options = options;
    this.serializerCompiler = kbSerializerCompiler(options.validateResponses);
  }

  /** The tag of the loaded knowledge base and this server version. */
  private kbTag(): string {
    const { kb, version } = this.options;
    if (this.base.importId !== kb.importId || this.base.tag === '') {
      const { kbVersion, publishedAt } = kb.store.manifest;
      this.base = {
        importId: kb.importId,
        tag: `${kb.importId ?? 0}-${hash(`${kbVersion}\u0000${publishedAt}\u0000${version}`)}`,
      };
    }
    return this.base.tag;
  }

  private cacheControl(scope: CacheScope): string {
    const maxAge = this.options.maxAgeSeconds;
    if (scope === 'session') return 'private, no-cache';
    return `${scope}, max-age=${maxAge}`;
  }

  /**
   * Route options of a knowledge-base answer: the guard first (a caller who may not read the
   * source gets its error, never a 304), then the tag check; errors are marked not to be stored;
   * the answer is serialised as kb-serializer.ts says.
   */
  hooks(
    scope: CacheScope,
    guard?: Hook,
  ): {
    preValidation: Hook[];
    preHandler: Hook[];
    onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
    serializerCompiler: KbSerializerCompiler;
    compress: false;
  } {
    const tagAnswer = async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
      const sessionPart =
        scope === 'session' ? `-${hash(await this.options.sessionKey(request))}` : '';
      const etag = `W/"${this.kbTag()}${sessionPart}"`;
      reply.header('etag', etag);
      reply.header('cache-control', this.cacheControl(scope));
      if (scope === 'session') {
        // Added to what is there (CORS varies by Origin), not instead of it.
        const vary = reply.getHeader('vary');
        reply.header(
          'vary',
          vary === undefined ? 'authorization' : `${String(vary)}, authorization`,
        );
      }
      return etag;
    };
    const check: Hook = async (request, reply) => {
      const etag = await tagAnswer(request, reply);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const answer = this.answers.get(`${etag}\u0000${request.url}`);
      if (answer !== undefined) return reply.type(JSON_TYPE).send(answer);
      // Only an answer that is about to be computed costs its client: a kept one costs next to
      // nothing.
      await this.options.budget?.charge(request, reply);
      return undefined;
    };
    // A question asked before is answered before its query is validated again, which would cost
    // throughput for nothing: only a URL that passed validation has a kept answer, and validation
    // reads nothing but the URL, so the guard, the tag and the answer are those of the full path.
    // Not for 'session' answers, whose tag needs the session, which the full path then reads a
    // second time.
    const keptAnswer: Hook = async (request, reply) => {
      const answer = this.answers.get(`W/"${this.kbTag()}"\u0000${request.url}`);
      if (answer === undefined) return undefined;
      if (guard) await guard(request, reply);
      const etag = await tagAnswer(request, reply);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(JSON_TYPE).send(answer);
    };
    const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode >= 400) {
        reply.removeHeader('etag');
        reply.header('cache-control', 'no-store');
        return payload;
      }
      // An answer is a function of its tag and URL (see above), so its compressed form is made
      // once and reused, instead of being compressed for every request.
      const etag = reply.getHeader('etag');
      if (reply.statusCode !== 200 || typeof etag !== 'string') return payload;
      const key = `${etag}\u0000${request.url}`;
      // A new answer, serialised: kept as the bytes it is sent as.
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (!Buffer.isBuffer(body)) return payload;
      if (typeof payload === 'string') this.answers.set(key, body);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === null || body.length < COMPRESS_FROM_BYTES) return body;
      const vary = reply.getHeader('vary');
      reply.header(
        'vary',
        vary === undefined ? 'accept-encoding' : `${String(vary)}, accept-encoding`,
      );
      reply.header('content-encoding', encoding);
      return this.compressed.get(key, body, encoding);
    };
    return {
      preValidation: scope === 'session' ? [] : [keptAnswer],
      preHandler: guard ? [guard, check] : [check],
      onSend,
      serializerCompiler: this.serializerCompiler,
      // The global compression would compress the answer again on every request.
      compress: false,
    };
  }
}
