import type { FastifyRequest } from 'fastify';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { isCountryAllowed, isCountryBlocked, type CountryRules } from '../auth/country.ts';
import { canSeeRiskprofile, type Session } from '../auth/session.ts';

export const SOURCE_DISABLED_MESSAGE = 'Källan är inte tillgänglig.';
export const COUNTRY_BLOCKED_MESSAGE =
  'Interaktioner är inte tillgängliga från ditt land utan inloggning. Logga in för att se dem.';
export const COUNTRY_NOT_ALLOWED_MESSAGE =
  'Njurfunktion är inte tillgänglig från ditt land utan inloggning. Logga in för att se den.';
export const RISKPROFILE_LOGIN_MESSAGE = 'Riskprofilen kräver inloggning. Logga in för att se den.';
export const RISKPROFILE_FORBIDDEN_MESSAGE = 'Ditt konto har inte behörighet till riskprofilen.';

/**
 * Who may read which source (specification §4 'Source tab states', §6): a source switched off
 * answers no one; interactions are closed to callers from a blocked country who are not logged
 * in, njurfunktion to callers from a country not allowed who are not logged in; riskprofile needs
 * a session granted the source. Each check is a preHandler, so it runs before caching answers 304.
 */
export class SourceAccess {
  private readonly auth: AuthService;
  private readonly disabled: ReadonlySet<SourceName>;
  private readonly countryRules: CountryRules;
  private readonly sessions = new WeakMap<FastifyRequest, Promise<Session | null>>();

  constructor(auth: AuthService, config: Config) {
    this.auth = auth;
    this.disabled = new Set(config.SOURCES_DISABLED);
    this.countryRules = {
      home: config.COUNTRY_HOME,
      allow: config.COUNTRY_ALLOW_LIST,
      block: config.COUNTRY_BLOCK_LIST,
    };
  }

  isActive(source: SourceName): boolean {
    return !this.disabled.has(source);
  }

  /** The caller's session, read once per request. */
  session(request: FastifyRequest): Promise<Session | null> {
    let session = this.sessions.get(request);
    if (!session) {
      session = this.auth.sessionOf(request);
      this.sessions.set(request, session);
    }
    return session;
  }

  /** A preHandler that lets a request through to the source or throws the reason it may not. */
  guard(source: SourceName): (request: FastifyRequest) => Promise<void> {
    return async (request) => {
      if (!this.isActive(source))
        throw new AppError(403, 'source_disabled', SOURCE_DISABLED_MESSAGE);
      switch (source) {
        case 'interactions':
          // The country is looked up first: most callers are not blocked and need no session.
          if (isCountryBlocked(request.ip, this.countryRules) && !(await this.session(request)))
            throw new AppError(403, 'country_blocked', COUNTRY_BLOCKED_MESSAGE);
          return;
        case 'njurfunktion':
          if (!isCountryAllowed(request.ip, this.countryRules) && !(await this.session(request)))
            throw new AppError(403, 'country_not_allowed', COUNTRY_NOT_ALLOWED_MESSAGE);
          return;
        case 'riskprofile': {
          const session = await this.session(request);
          if (!session) throw new AppError(401, 'unauthorized', RISKPROFILE_LOGIN_MESSAGE);
          if (!canSeeRiskprofile(session, false))
            throw new AppError(403, 'forbidden', RISKPROFILE_FORBIDDEN_MESSAGE);
          return;
        }
        case 'birthdefect':
        case 'lactation':
        case 'genus':
          return;
      }
    };
  }

  /** Who the session is, for responses that must vary by session (riskprofile's ETag). */
  async sessionKey(request: FastifyRequest): Promise<string> {
    const session = await this.session(request);
    if (!session) return 'anonymous';
    switch (session.scope) {
      case 'user':
        return `user:${session.user.id}:${session.user.token_version}`;
      case 'network':
        return 'network';
      case 'integration':
        return `integration:${session.clientId}`;
    }
  }
}
