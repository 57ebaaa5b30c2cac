import type { FastifyRequest } from 'fastify';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { Config } from '../../config.ts';
import {
  isOpen,
  sourceAccess,
  type Caller,
  type SourceAccessReason,
} from '@medkompass/assessment/source-access.ts';
import { forbidden, unauthorized, type AppError } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { isCountryAllowed, isCountryBlocked, type CountryRules } from '../auth/country.ts';
import type { Session } from '../auth/session.ts';

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

  /**
   * A preHandler that lets a request through to the source or throws the reason it may not, by
   * the one source-access decision of packages/assessment. An anonymous caller is the most
   * restricted one, so the session is read only when an anonymous caller would be refused.
   */
  guard(source: SourceName): (request: FastifyRequest) => Promise<void> {
    return async (request) => {
      const context = {
        grantedSources: [],
        // rl=true is the web app's lock; the server serves every source the session may see.
        riskprofileLocked: false,
        sourceActive: this.isActive(source),
        countryBlocked: isCountryBlocked(request.ip, this.countryRules),
        countryAllowed: isCountryAllowed(request.ip, this.countryRules),
        isCurrent: false,
      };
      if (isOpen(sourceAccess(source, { ...context, caller: 'anonymous' }))) return;
      const session = await this.session(request);
      const access = sourceAccess(source, {
        ...context,
        caller: session === null ? 'anonymous' : callerOf(session),
        grantedSources: session?.sources ?? [],
      });
      if (!isOpen(access)) throw refusal(access.reason);
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

const callerOf = (session: Session): Caller => (session.scope === 'user' ? 'user' : session.scope);

/** The error a refused request answers with, by the decision's reason. */
function refusal(reason: SourceAccessReason): AppError {
  switch (reason) {
    case 'source_disabled':
      return forbidden('source_disabled', SOURCE_DISABLED_MESSAGE);
    case 'country_blocked':
      return forbidden('country_blocked', COUNTRY_BLOCKED_MESSAGE);
    case 'country_not_allowed':
      return forbidden('country_not_allowed', COUNTRY_NOT_ALLOWED_MESSAGE);
    case 'login_required':
      return unauthorized('unauthorized', RISKPROFILE_LOGIN_MESSAGE);
    case 'riskprofile_locked':
    case 'source_not_granted':
    case 'current':
    case 'available':
      return forbidden('forbidden', RISKPROFILE_FORBIDDEN_MESSAGE);
  }
}
