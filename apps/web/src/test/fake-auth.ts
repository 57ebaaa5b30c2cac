import { validateLoginEmail } from '@medkompass/contracts/form-validation.ts';
import {
  acceptedResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  networkAvailabilityResponseSchema,
  userResponseSchema,
  type User,
} from '@medkompass/contracts/auth.ts';
import type { SessionScope } from '@medkompass/contracts/session-scope.ts';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import type { CallerAccess } from '../lib/access/caller.ts';
import { error, json } from './fake-responses.ts';

export const FAKE_PASSWORD = 'korrekt-hast-batteri-42';
const ALL_SOURCES = sourceNameSchema.options;

export interface FakeUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  sources: readonly SourceName[];
}

/** The accounts of the web tests: Anna may see every source, Bo not riskprofile. */
export const FAKE_USERS: readonly FakeUser[] = [
  {
    email: 'anna@region.se',
    password: FAKE_PASSWORD,
    firstName: 'Anna',
    lastName: 'Berg',
    sources: ALL_SOURCES,
  },
  {
    email: 'bo@region.se',
    password: FAKE_PASSWORD,
    firstName: 'Bo',
    lastName: 'Ek',
    sources: ALL_SOURCES.filter((source) => source !== 'riskprofile'),
  },
];

export interface FakeAuthOptions {
  users?: readonly FakeUser[];
  /** The caller's address is inside NETWORK_CIDRS. */
  inNetwork?: boolean;
  /** NETWORK_USER_SOURCES. */
  networkSources?: readonly SourceName[];
  /** Record systems' `t` tokens the server accepts, with their clients' sources. */
  integrationTokens?: Readonly<Record<string, readonly SourceName[]>>;
  /** Logins per window before 429 (RATE_LIMIT_LOGIN_PER_MINUTE). */
  loginRateLimit?: number;
  /** Forgot- and change-password calls per window before 429. */
  resetRateLimit?: number;
  /** Reset links already mailed: token → e-mail. */
  resetTokens?: Readonly<Record<string, string>>;
  /** Sessions issued earlier (before a reload): token → e-mail. */
  sessions?: Readonly<Record<string, string>>;
}

interface Account extends FakeUser {
  failures: number;
  version: number;
}

type FakeSession =
  | { scope: 'user'; email: string; version: number }
  | { scope: Exclude<SessionScope, 'user'>; id: string; sources: readonly SourceName[] };

const MAX_FAILURES = 5;
const RETRY_AFTER_SECONDS = 42;
const unauthorized = () =>
  error(401, 'unauthorized', 'Du är inte inloggad, eller så har sessionen gått ut.');
const loginFailed = () => error(401, 'login_failed', 'Fel email eller lösenord, försök igen');
const rateLimited = () =>
  error(429, 'rate_limited', `För många försök. Vänta ${RETRY_AFTER_SECONDS} sekunder.`, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
  });

/**
 * The server's /api/auth/* calls for the web tests, with its rules: one generic 401 for every
 * failed login and a lockout after 5 in a row, tokens that a logout (or a password change)
 * revokes, 429 with Retry-After past the rate limit, the network session by address, reset links
 * that are single-use, and the same error codes (packages/contracts error.ts).
 */
export function createFakeAuth(options: FakeAuthOptions = {}) {
  const accounts = new Map(
    (options.users ?? FAKE_USERS).map((user) => [
      user.email,
      { ...user, failures: 0, version: 0 } satisfies Account,
    ]),
  );
  const sessions = new Map<string, FakeSession>(
    Object.entries(options.sessions ?? {}).map(([token, email]) => [
      token,
      { scope: 'user', email, version: 0 },
    ]),
  );
  const resetTokens = new Map(Object.entries(options.resetTokens ?? {}));
  const mail: { to: string; token: string }[] = [];
  let integrationRevoked = false;
  let issued = 0;
  let loginCalls = 0;
  let resetCalls = 0;

  const issue = (session: FakeSession) => {
    const token = `fake-token-${++issued}`;
    sessions.set(token, session);
    return token;
  };

  function sessionOf(headers: Headers): FakeSession | null {
    const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1];
    if (token === undefined) return null;
    const integration = integrationRevoked ? undefined : options.integrationTokens?.[token];
    if (integration)
      return { scope: 'integration', id: `integration:${token}`, sources: integration };
    const session = sessions.get(token);
    if (!session) return null;
    if (session.scope === 'user')
      return accounts.get(session.email)?.version === session.version ? session : null;
    return session.scope === 'network' && !options.inNetwork ? null : session;
  }

  function userOf(session: FakeSession): User {
    if (session.scope !== 'user') {
      return userResponseSchema.shape.user.parse({
        _id: session.id,
        email: '',
        firstName: '',
        lastName: '',
        username: session.id,
        failedLoginAttempt: 0,
        active: true,
        sources: session.sources,
        scope: session.scope,
      });
    }
    const account = accounts.get(session.email);
    if (!account) throw new Error(`no account ${session.email}`);
    return userResponseSchema.shape.user.parse({
      _id: `user-${account.email}`,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      username: account.email,
      failedLoginAttempt: account.failures,
      active: true,
      sources: account.sources,
      scope: 'user',
    });
  }

  function login(body: unknown): Response {
    if (++loginCalls > (options.loginRateLimit ?? Infinity)) return rateLimited();
    const parsed = loginRequestSchema.safeParse(body);
    if (!parsed.success) return error(400, 'validation', 'Ogiltig inloggning');
    const email = validateLoginEmail(parsed.data.email);
    const account = email.ok ? accounts.get(email.value.toLowerCase()) : undefined;
    if (!account) return loginFailed();
    // A locked account answers like a wrong password, as on the server.
    if (account.failures >= MAX_FAILURES) return loginFailed();
    if (account.password !== parsed.data.password) {
      account.failures++;
      return loginFailed();
    }
    account.failures = 0;
    const token = issue({ scope: 'user', email: account.email, version: account.version });
    return json(loginResponseSchema.parse({ token }));
  }

  function changePassword(body: unknown): Response {
    const parsed = changePasswordRequestSchema.safeParse(body);
    if (!parsed.success) return error(400, 'validation', 'Ogiltig begäran');
    const email = resetTokens.get(parsed.data.token);
    const account = email === undefined ? undefined : accounts.get(email);
    if (!account)
      return error(
        400,
        'invalid_token',
        'Länken för att byta lösenord är ogiltig eller har gått ut.',
      );
    if (parsed.data.password.toLowerCase() === account.email)
      return error(400, 'weak_password', 'Lösenordet får inte vara e-postadressen.');
    resetTokens.delete(parsed.data.token);
    account.password = parsed.data.password;
    account.failures = 0;
    account.version++;
    return json(acceptedResponseSchema.parse({ status: 'accepted' }));
  }

  /** Answers an /api/auth/* call it knows; null for any other path. */
  function route(method: string, url: URL, headers: Headers, body: unknown): Response | null {
    const call = `${method} ${url.pathname}`;
    switch (call) {
      case 'POST /api/auth/login':
        return login(body);
      case 'GET /api/auth/user': {
        const session = sessionOf(headers);
        return session ? json(userResponseSchema.parse({ user: userOf(session) })) : unauthorized();
      }
      case 'POST /api/auth/logout': {
        const session = sessionOf(headers);
        if (!session) return unauthorized();
        const account = session.scope === 'user' ? accounts.get(session.email) : undefined;
        if (account) account.version++;
        return json(acceptedResponseSchema.parse({ status: 'accepted' }));
      }
      case 'GET /api/auth/network':
        return json(networkAvailabilityResponseSchema.parse({ available: !!options.inNetwork }));
      case 'POST /api/auth/network-login':
        if (!options.inNetwork) return error(403, 'forbidden', 'Inte inifrån nätverket.');
        return json({
          token: issue({
            scope: 'network',
            id: 'network-user',
            sources: options.networkSources ?? ALL_SOURCES,
          }),
        });
      case 'POST /api/auth/forgotPassword': {
        if (++resetCalls > (options.resetRateLimit ?? Infinity)) return rateLimited();
        const parsed = forgotPasswordRequestSchema.safeParse(body);
        if (!parsed.success) return error(400, 'validation', 'Ogiltig begäran');
        const email = validateLoginEmail(parsed.data.email);
        const account = email.ok ? accounts.get(email.value.toLowerCase()) : undefined;
        if (account) {
          const token = `reset-${++issued}`;
          resetTokens.set(token, account.email);
          mail.push({ to: account.email, token });
        }
        return json(acceptedResponseSchema.parse({ status: 'accepted' }), 202);
      }
      case 'POST /api/auth/changePassword':
        if (++resetCalls > (options.resetRateLimit ?? Infinity)) return rateLimited();
        return changePassword(body);
      default:
        return null;
    }
  }

  /** Who a request's bearer token is, as the server's access decision sees it. */
  function callerOf(headers: Headers): CallerAccess {
    const session = sessionOf(headers);
    if (!session) return { caller: 'anonymous', grantedSources: [] };
    return { caller: session.scope, grantedSources: userOf(session).sources };
  }

  return {
    route,
    /** The session a request's bearer token stands for, as the server would see it. */
    sessionOf,
    callerOf,
    /** Reset links sent by mail. */
    mail,
    /** Ends every session on the server side (expired, or revoked elsewhere). */
    revokeAll: () => {
      sessions.clear();
      integrationRevoked = true;
      for (const account of accounts.values()) account.version++;
    },
  };
}

export type FakeAuth = ReturnType<typeof createFakeAuth>;
