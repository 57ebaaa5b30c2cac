import type { FastifyRequest } from 'fastify';
import {
  createRemoteJWKSet,
  decodeJwt,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { withoutControlCharacters } from '@medkompass/contracts/control-characters.ts';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import type { Database } from '../../db/schema.ts';
import { unauthorized } from '../../errors.ts';
import { findCdsClient, useJwtId } from './cds.repository.ts';

/** Who called the CDS service: a registered record system, or nobody (development only). */
export type CdsCaller =
  { kind: 'client'; issuer: string; sources: SourceName[] } | { kind: 'anonymous'; issuer: '' };

/**
 * Asymmetric algorithms only: CDS Hooks 2.0 forbids 'none' and shared-secret (HMAC) signatures
 * and recommends ES384 and RS384.
 */
export const CDS_JWT_ALGORITHMS = [
  'ES384',
  'RS384',
  'ES256',
  'RS256',
  'PS384',
  'PS256',
  'ES512',
  'RS512',
];
/** A token may not be older than this (its `iat`); the specification sets no limit, SMART uses 5 minutes. */
const MAX_TOKEN_AGE = '5m';
const MAX_TOKEN_AGE_SECONDS = 5 * 60;

/** 9999-12-31T23:59:59Z: the last second a stored ISO date can name. */
const LAST_SECOND = 253_402_300_799;
const timestamp = z.number().int().min(0).max(LAST_SECOND);
/** A jti longer than this is no identifier a client needs, only a large key to store. */
export const MAX_JTI_LENGTH = 255;

/**
 * The claims the service reads, checked before any of them is used: a claim of
 * another type (a numeric or object `jti`, an `exp` of 1e15) is a refused token (401), never a
 * failure of the store. A numeric `jti` is refused, not turned into a string: RFC 7519 and CDS
 * Hooks 2.0 make it a string, and normalising would make `123` and `"123"` one replay key. The
 * issuer and jti are stored and looked up, so they follow the rule for control characters (ADR
 * 0039): NUL cannot be stored on PostgreSQL.
 */
export const cdsClaimsSchema = z.object({
  iss: z.string().min(1).max(2048).check(withoutControlCharacters()),
  aud: z.union([z.string(), z.array(z.string()).min(1)]),
  exp: timestamp,
  iat: timestamp,
  jti: z.string().min(1).max(MAX_JTI_LENGTH).check(withoutControlCharacters()),
});

const refuse = (message: string) => unauthorized('invalid_client', message);

/**
 * Authenticates the record systems that call the CDS service (CDS Hooks 2.0 'Trusting CDS
 * Clients'): the client's JWT in `Authorization: Bearer`, signed with a key of the registered
 * issuer (its JWKS address or a stored public key), `aud` the service's own URL, not expired, and
 * its `jti` never seen before. Without a token, a call is anonymous only where allowed (never in
 * production: config.ts refuses it).
 */
export class CdsAuthenticator {
  private readonly jwks = new Map<string, JWTVerifyGetKey>();
  private readonly deps: { db: Kysely<Database>; allowAnonymous: boolean; now: () => Date };

  constructor(deps: { db: Kysely<Database>; allowAnonymous: boolean; now: () => Date }) {
    this.deps = deps;
  }

  async authenticate(request: FastifyRequest, audiences: string[]): Promise<CdsCaller> {
    const header = request.headers.authorization;
    if (header === undefined) {
      if (this.deps.allowAnonymous) return { kind: 'anonymous', issuer: '' };
      throw refuse('Anropet saknar JWT. Skicka klientens token i Authorization: Bearer.');
    }
    const token = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(header)?.[1];
    if (token === undefined) throw refuse('Authorization ska vara Bearer följt av en JWT.');

    let decoded: unknown;
    try {
      decoded = decodeJwt(token);
    } catch {
      throw refuse('Token kunde inte läsas som en JWT.');
    }
    const claims = cdsClaimsSchema.safeParse(decoded);
    if (!claims.success) {
      const names = [...new Set(claims.error.issues.map((issue) => String(issue.path[0])))];
      throw refuse(`Token har saknade eller ogiltiga anspråk: ${names.join(', ')}.`);
    }
    const issuer = claims.data.iss;
    const client = await findCdsClient(this.deps.db, issuer);
    if (!client || client.active !== 1)
      throw refuse(`Klienten ${issuer} är inte registrerad eller är avstängd.`);

    const now = this.deps.now();
    try {
      await jwtVerify(token, this.keyOf(client), {
        issuer,
        audience: audiences,
        algorithms: CDS_JWT_ALGORITHMS,
        typ: 'JWT',
        requiredClaims: ['exp', 'iat', 'jti'],
        maxTokenAge: MAX_TOKEN_AGE,
        currentDate: now,
      });
    } catch (error) {
      // The verifier's reason goes to the log only: the caller learns that the token was refused.
      const reason = error instanceof Error ? error.message : 'okänt fel';
      request.log.info({ issuer, reason }, 'CDS client token refused');
      throw refuse('Token godtogs inte (signatur, aud, exp eller iat).');
    }
    // The payload verified is the one decoded and checked above (the same bytes).
    const { jti, exp, iat } = claims.data;
    // A replay is refused by its iat once the token is older than MAX_TOKEN_AGE, so its jti need
    // not be kept longer than that, whatever its exp says.
    const expiresAt = new Date(Math.min(exp, iat + MAX_TOKEN_AGE_SECONDS) * 1000);
    if (!(await useJwtId(this.deps.db, { issuer, jti, expiresAt }, now)))
      throw refuse('Token har redan använts (jti). Skicka en ny token med varje anrop.');
    const sources = z.catch(z.array(sourceNameSchema), []).parse(JSON.parse(client.sources));
    return { kind: 'client', issuer, sources };
  }

  /** The client's key: its JWKS (fetched and cached by jose, refetched for an unknown kid) or its stored JWK. */
  private keyOf(client: {
    issuer: string;
    jwks_url: string | null;
    public_key_jwk: string | null;
  }): JWTVerifyGetKey {
    if (client.jwks_url !== null) {
      let jwks = this.jwks.get(client.jwks_url);
      if (!jwks) {
        jwks = createRemoteJWKSet(new URL(client.jwks_url), { timeoutDuration: 5000 });
        this.jwks.set(client.jwks_url, jwks);
      }
      return jwks;
    }
    if (client.public_key_jwk === null) throw refuse(`Klienten ${client.issuer} saknar nyckel.`);
    const jwk = JSON.parse(client.public_key_jwk) as JWK;
    return async (header) => importJWK(jwk, header.alg);
  }
}
