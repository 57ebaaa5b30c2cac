import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

export type TokenClaims =
  | { kind: 'user'; sub: string; ver: number }
  | { kind: 'network' }
  | { kind: 'integration'; cid: string };

const ISSUER = 'medkompass';

/**
 * Signs and verifies session tokens: HS256 JWTs with an expiry. Only HS256 is accepted, so a
 * token with `alg: none` or another algorithm is refused.
 */
export class SessionTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims, ttlSeconds: number, now: Date): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token; null for an expired, tampered or foreign one. */
  async verify(token: string, now: Date): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        // A token without an expiry would be valid for ever: refused, even when signed by us.
        requiredClaims: ['exp'],
        currentDate: now,
      });
      return parseClaims(payload);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

function parseClaims(payload: Record<string, unknown>): TokenClaims | null {
  if (
    payload.kind === 'user' &&
    typeof payload.sub === 'string' &&
    typeof payload.ver === 'number'
  ) {
    return { kind: 'user', sub: payload.sub, ver: payload.ver };
  }
  if (payload.kind === 'network') return { kind: 'network' };
  if (payload.kind === 'integration' && typeof payload.cid === 'string')
    return { kind: 'integration', cid: payload.cid };
  return null;
}

/**
 * The signing secret: JWT_SECRET when configured (required in production), otherwise one made
 * at first start and kept in the data folder, so development sessions survive a restart.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
