import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { validateLoginEmail } from '@medkompass/contracts/form-validation.ts';
import type { User } from '@medkompass/contracts/auth.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, forbidden, unauthorized } from '../../errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { NetworkSet } from './client-address.ts';
import { findIntegrationClient } from './integration-clients.repository.ts';
import {
  consumeResetToken,
  findResetTokenUser,
  insertResetToken,
} from './password-reset.repository.ts';
import { verifyPassword } from './password-hashing.ts';
import { passwordProblem, replacePassword } from './account-password.ts';
import { answerAt, FORGOT_PASSWORD_ANSWER_MS, newResetToken } from './reset-timing.ts';
import type { Session } from './session.ts';
import type { SessionTokens } from './session-tokens.ts';
import {
  bumpTokenVersion,
  reserveLoginAttempt,
  findUserByEmail,
  findUserById,
  normaliseEmail,
  sourcesOf,
  updateUser,
} from './users.repository.ts';

/** Specification §8: one message for every failed login, whatever the reason. */
export const LOGIN_FAILED_MESSAGE = 'Fel email eller lösenord, försök igen';
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const loginFailed = () => unauthorized('login_failed', LOGIN_FAILED_MESSAGE);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sameSecret(a: string, b: string): boolean {
  // Compare digests, so the comparison takes equal time whatever the lengths.
  return timingSafeEqual(
    createHash('sha256').update(a).digest(),
    createHash('sha256').update(b).digest(),
  );
}

export interface AuthDependencies {
  db: Kysely<Database>;
  config: Config;
  tokens: SessionTokens;
  mailer: Mailer;
  now: () => Date;
}

/** Login, sessions, logout, password reset and integration tokens (ADR 10). */
export class AuthService {
  private readonly networks: NetworkSet;
  private readonly deps: AuthDependencies;

  constructor(deps: AuthDependencies) {
    this.deps = deps;
    this.networks = new NetworkSet(deps.config.NETWORK_CIDRS);
  }

  async login(emailInput: string, password: string, ip: string): Promise<string> {
    const { db, config, tokens } = this.deps;
    const now = this.deps.now();
    const email = validateLoginEmail(emailInput);
    if (!email.ok) {
      await verifyPassword(null, password);
      throw loginFailed();
    }
    const isNetworkCredentials =
      normaliseEmail(email.value) === normaliseEmail(config.NETWORK_USER_EMAIL) &&
      sameSecret(password, config.NETWORK_USER_PASSWORD);
    if (isNetworkCredentials && this.networks.contains(ip))
      return this.issueNetworkToken(ip, now, 'password');

    const user = await findUserByEmail(db, email.value);
    // The attempt is counted before the password is checked (reserveLoginAttempt), so parallel
    // guesses each take a number and those past the limit are refused unchecked.
    const attempt = user ? await reserveLoginAttempt(db, user.id, now) : null;
    const locked = user !== undefined && (attempt === null || attempt > config.LOGIN_MAX_FAILURES);
    // Equal work for unknown, locked and known accounts: always one argon2 verification.
    const passwordOk = await verifyPassword(user && !locked ? user.password_hash : null, password);

    if (!user || locked || !passwordOk || user.active !== 1) {
      if (
        user &&
        !locked &&
        !passwordOk &&
        attempt !== null &&
        attempt >= config.LOGIN_MAX_FAILURES
      )
        await this.lock(user.id, now);
      await recordAudit(
        db,
        {
          type: 'login_failure',
          userId: user?.id ?? null,
          email: email.value,
          ip,
          details: {
            reason: !user ? 'unknown' : locked ? 'locked' : !passwordOk ? 'password' : 'inactive',
          },
        },
        now,
      );
      throw loginFailed();
    }
    await updateUser(db, user.id, { failed_login_attempt: 0, locked_until: null }, now);
    await recordAudit(
      db,
      { type: 'login_success', userId: user.id, email: user.email, ip, details: { scope: 'user' } },
      now,
    );
    return tokens.sign(
      { kind: 'user', sub: user.id, ver: user.token_version },
      config.JWT_TTL_SECONDS,
      now,
    );
  }

  /** Whether the caller's address is inside NETWORK_CIDRS (GET /api/auth/network). */
  isInNetwork(ip: string): boolean {
    return this.networks.contains(ip);
  }

  /**
   * The shared network session for a caller inside NETWORK_CIDRS, by address alone
   * (POST /api/auth/network-login): the address is what the shared credentials stand for, so the
   * web client needs no password and the password is never shipped to browsers (ADR 17).
   */
  async networkLogin(ip: string): Promise<string> {
    if (!this.networks.contains(ip))
      throw forbidden(
        'forbidden',
        'Automatisk inloggning fungerar bara inifrån de anslutna nätverken.',
      );
    return this.issueNetworkToken(ip, this.deps.now(), 'address');
  }

  private async issueNetworkToken(
    ip: string,
    now: Date,
    method: 'password' | 'address',
  ): Promise<string> {
    const { db, config, tokens } = this.deps;
    await recordAudit(
      db,
      {
        type: 'login_success',
        email: method === 'password' ? config.NETWORK_USER_EMAIL : null,
        ip,
        details: { scope: 'network', method },
      },
      now,
    );
    return tokens.sign({ kind: 'network' }, config.NETWORK_TOKEN_TTL_SECONDS, now);
  }

  /** The failure that reaches LOGIN_MAX_FAILURES locks the account for LOGIN_LOCKOUT_MINUTES. */
  private async lock(userId: string, now: Date): Promise<void> {
    const { db, config } = this.deps;
    const until = new Date(now.getTime() + config.LOGIN_LOCKOUT_MINUTES * 60_000);
    await updateUser(db, userId, { locked_until: until.toISOString() }, now);
    await recordAudit(
      db,
      { type: 'lockout', userId, details: { until: until.toISOString() } },
      now,
    );
  }

  /** The session a request's bearer token stands for; null without one or with a bad one. */
  async sessionOf(request: FastifyRequest): Promise<Session | null> {
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer ([\w.-]{1,4096})$/.exec(header);
    if (!match?.[1]) return null;
    const claims = await this.deps.tokens.verify(match[1], this.deps.now());
    if (!claims) return null;
    switch (claims.kind) {
      case 'user': {
        const user = await findUserById(this.deps.db, claims.sub);
        if (!user || user.active !== 1 || user.token_version !== claims.ver) return null;
        return { scope: 'user', user, sources: sourcesOf(user) };
      }
      case 'network':
        // Only while the caller is still inside the network.
        return this.networks.contains(request.ip)
          ? { scope: 'network', sources: this.deps.config.NETWORK_USER_SOURCES }
          : null;
      case 'integration': {
        const client = await findIntegrationClient(this.deps.db, claims.cid);
        if (!client || client.active !== 1) return null;
        return { scope: 'integration', clientId: client.client_id, sources: sourcesOf(client) };
      }
    }
  }

  async logout(session: Session, ip: string): Promise<void> {
    const now = this.deps.now();
    if (session.scope === 'user') await bumpTokenVersion(this.deps.db, session.user.id, now);
    await recordAudit(
      this.deps.db,
      {
        type: 'logout',
        userId: session.scope === 'user' ? session.user.id : null,
        ip,
        details: { scope: session.scope },
      },
      now,
    );
  }

  /** Specification §3 'User', without secrets; network and integration users get placeholders. */
  userOf(session: Session): User {
    if (session.scope === 'user') {
      const { user } = session;
      return {
        _id: user.id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        username: user.username,
        failedLoginAttempt: user.failed_login_attempt,
        active: user.active === 1,
        sources: session.sources,
        scope: 'user',
      };
    }
    const id = session.scope === 'network' ? 'network-user' : `integration:${session.clientId}`;
    return {
      _id: id,
      email: '',
      firstName: '',
      lastName: '',
      username: id,
      failedLoginAttempt: 0,
      active: true,
      sources: session.sources,
      scope: session.scope,
    };
  }

  /** Sends a reset link when the address belongs to an active account; the caller learns nothing. */
  async forgotPassword(emailInput: string, ip: string): Promise<void> {
    // Every path answers at the same time after arrival (reset-timing.ts), so neither the answer
    // nor its timing tells whether the address has an account.
    const deadline = performance.now() + FORGOT_PASSWORD_ANSWER_MS;
    const { db, config, mailer } = this.deps;
    const now = this.deps.now();
    const email = validateLoginEmail(emailInput);
    const user = email.ok ? await findUserByEmail(db, email.value) : undefined;
    const { token, tokenHash } = newResetToken();
    await recordAudit(
      db,
      {
        type: 'password_reset_requested',
        userId: user?.id ?? null,
        ip,
        details: { known: user !== undefined },
      },
      now,
    );
    const sendLink = async (recipient: { id: string; email: string }) => {
      await insertResetToken(
        db,
        {
          tokenHash,
          userId: recipient.id,
          expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        },
        now,
      );
      const link = new URL(`/auth/changePassword/${token}`, config.PUBLIC_URL).toString();
      await mailer.send(
        {
          to: recipient.email,
          subject: 'Byt lösenord i Medkompass',
          text: `Hej!\n\nNågon, förhoppningsvis du, bad om att byta lösenord för ${recipient.email} i Medkompass.\nFölj länken inom en timme för att välja ett nytt lösenord:\n\n${link}\n\nOm du inte bad om detta kan du bortse från meddelandet; lösenordet är oförändrat.\n`,
        },
        now,
      );
    };
    await answerAt(deadline, user && user.active === 1 ? sendLink(user) : Promise.resolve());
  }

  /** Sets a new password with a reset token: single-use, one hour, and every session revoked. */
  async changePassword(token: string, password: string, ip: string): Promise<void> {
    const { db } = this.deps;
    const now = this.deps.now();
    const tokenHash = sha256(token);
    const invalidToken = () =>
      badRequest(
        'invalid_token',
        'Länken för att byta lösenord är ogiltig eller har gått ut. Begär en ny.',
      );
    // The password is checked before the token is used up, so a refused password leaves the
    // link working for a second try.
    const ownerId = await findResetTokenUser(db, tokenHash, now);
    const owner = ownerId === null ? undefined : await findUserById(db, ownerId);
    if (!owner) throw invalidToken();
    const problem = passwordProblem(password, owner.email);
    if (problem !== null) throw badRequest('weak_password', problem);
    // Consumed by one conditional UPDATE: of two requests with the same token only one wins.
    if ((await consumeResetToken(db, tokenHash, now)) !== owner.id) throw invalidToken();
    await replacePassword(db, owner.id, password, now);
    await recordAudit(db, { type: 'password_changed', userId: owner.id, ip }, now);
  }

  /** A short-lived token a record system puts in the `t` URL parameter (integrated mode). */
  async integrationToken(
    clientId: string,
    secret: string,
    ip: string,
  ): Promise<{ token: string; expiresIn: number }> {
    const { db, config, tokens } = this.deps;
    const now = this.deps.now();
    const client = await findIntegrationClient(db, clientId);
    const ok = await verifyPassword(client?.active === 1 ? client.secret_hash : null, secret);
    if (!client || !ok) {
      await recordAudit(db, { type: 'integration_token_refused', ip, details: { clientId } }, now);
      throw unauthorized('invalid_client', 'Okänd klient eller fel hemlighet.');
    }
    await recordAudit(db, { type: 'integration_token_issued', ip, details: { clientId } }, now);
    const expiresIn = config.INTEGRATION_TOKEN_TTL_SECONDS;
    return {
      token: await tokens.sign({ kind: 'integration', cid: clientId }, expiresIn, now),
      expiresIn,
    };
  }
}
