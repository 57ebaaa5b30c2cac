import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import type { User } from '@medkompass/contracts/auth.ts';
import type { SessionScope } from '@medkompass/contracts/session-scope.ts';
import { ApiRequestError } from '../api-client.ts';
import { askOpenTabs } from './ask-open-tabs.ts';
import { fetchNetworkAvailable } from './get-network-availability.ts';
import { fetchUser } from './get-user.ts';
import { postLogin } from './post-login.ts';
import { postLogout } from './post-logout.ts';
import { postNetworkLogin } from './post-network-login.ts';
import {
  onTokenRejected,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from './session-token.ts';
import type { SessionTabs } from './session-tabs.ts';

/** How the last session of this page ended: logged out, expired or revoked, or a refused `t`. */
export type SessionEnd = 'logout' | 'expired' | 'rejected';

export interface SessionState {
  /** 'resolving' until the page's first session is settled (stored token, `t`, network). */
  status: 'resolving' | 'anonymous' | 'signedIn';
  /** The session's user (specification §3 'Auth state'); null unless signed in. */
  user: User | null;
  /** How the last session ended, if one has since the page loaded. */
  ended: SessionEnd | null;
  /** A notice to show about an ended session, until it is dismissed or the user logs in. */
  notice: 'expired' | 'rejected' | null;
}

/** How a refused session ends: a person is told; the network session just starts again. */
function endOf(scope: SessionScope): Pick<SessionState, 'ended' | 'notice'> {
  if (scope === 'network') return { ended: 'expired', notice: null };
  const how = scope === 'integration' ? 'rejected' : 'expired';
  return { ended: how, notice: how };
}

const INITIAL: SessionState = { status: 'resolving', user: null, ended: null, notice: null };
// A returning tab re-checks its session at most this often (a revoked session is noticed).
const RECHECK_INTERVAL_MS = 60_000;

/**
 * The session (specification §4 'Login'): at most one token, kept in sessionStorage
 * (session-token.ts), and its user. Outside React so the API client, the router's guard and
 * every component read the same state. Each change of session bumps a generation, so an answer
 * that arrives for an older one (a network login overtaken by a manual login) is dropped.
 */
export class SessionStore {
  private state: SessionState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  private activeToken: string | null = null;
  private lastCheck = 0;
  private watching = false;
  // Integrated mode: the page keeps its session to itself (ADR 44).
  private integrated = false;
  // The tab's end of the session channel, joined once it holds a person's session.
  private tabs: SessionTabs | null = null;

  constructor() {
    onTokenRejected((token) => {
      if (token === this.activeToken) void this.expire();
    });
  }

  readonly getState = (): SessionState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * Settles the page's first session: a record system's `t` (jmi=true), else the tab's stored
   * token, else a person's session an open tab hands over (ADR 44), else the shared network
   * session when the address allows it, else anonymous. A page in integrated mode neither takes
   * over nor hands over a session: each record window is another patient.
   */
  async start(url: URL): Promise<void> {
    this.watchVisibility();
    const generation = ++this.generation;
    this.integrated = url.searchParams.get(INTEGRATED_PARAMS.integrated) === 'true';
    const t = this.integrated ? url.searchParams.get(INTEGRATED_PARAMS.token) : null;
    if (t !== null && t !== '') writeStoredSession({ token: t, scope: 'integration' });
    const stored = readStoredSession();
    if (stored !== null) {
      const outcome = await this.confirm(stored, generation);
      if (outcome !== 'rejected') return;
      if (generation !== this.generation) return;
      // Still resolving: the network session may follow.
      this.set({ ...INITIAL, ...endOf(stored.scope) });
    } else if (!this.integrated) {
      const token = await askOpenTabs();
      if (
        token !== null &&
        generation === this.generation &&
        (await this.confirm({ token, scope: 'user' }, generation)) !== 'rejected'
      )
        return;
    }
    await this.joinNetwork(generation);
  }

  /** Logs in with e-mail and password; throws the API's error (ApiRequestError) on failure. */
  async logIn(email: string, password: string): Promise<void> {
    const token = await postLogin(email, password);
    const user = await fetchUser(token);
    this.generation++;
    this.signIn({ token, scope: user.scope }, user);
  }

  /**
   * Logs out: the session is forgotten at once and the server told (a failure there is only
   * logged, specification §7 and §8). Inside the network the shared session follows.
   */
  async logOut(): Promise<void> {
    const token = this.activeToken;
    // A person's logout ends their session in every tab (ADR 44).
    if (this.holdsPerson()) this.tabs?.announceLogout();
    if (token !== null) {
      postLogout(token).catch((error: unknown) => {
        console.error('Logout failed', error);
      });
    }
    await this.loggedOut();
  }

  /** Hides the notice about an ended session. */
  dismissNotice(): void {
    if (this.state.notice !== null) this.set({ ...this.state, notice: null });
  }

  /** Asks the server whether the session still holds (a tab coming back into view). */
  async recheck(now = Date.now()): Promise<void> {
    const token = this.activeToken;
    if (token === null || now - this.lastCheck < RECHECK_INTERVAL_MS) return;
    this.lastCheck = now;
    const generation = this.generation;
    try {
      const user = await fetchUser(token);
      if (generation === this.generation) this.set({ ...this.state, user });
    } catch (error) {
      // A 401 has already ended the session through the API client's report.
      if (!(error instanceof ApiRequestError && error.status === 401))
        console.error('Could not check the session', error);
    }
  }

  /** Back to the state of a fresh page, forgetting the stored token (tests start here). */
  reset(): void {
    this.generation++;
    this.activeToken = null;
    this.lastCheck = 0;
    writeStoredSession(null);
    this.set(INITIAL);
  }

  /** Whether the tab holds a person's session: only that crosses tabs, not a network or record one. */
  private holdsPerson(): boolean {
    return this.activeToken !== null && readStoredSession()?.scope === 'user';
  }

  /**
   * Joins the other tabs on the session channel (session-tabs.ts), once the tab holds a person's
   * session: it then hands the token to a new tab and hears of a logout or a refused token.
   */
  private async joinTabs(): Promise<void> {
    const { openSessionTabs } = await import('./session-tabs.ts');
    this.tabs ??= openSessionTabs({
      offer: () => (this.holdsPerson() ? this.activeToken : null),
      onLogout: () => {
        if (this.holdsPerson()) void this.loggedOut();
      },
      onEnded: (token) => {
        if (token === this.activeToken) void this.expire();
      },
    });
  }

  /** A logout, here or in another tab; inside the network its session follows. */
  private async loggedOut(): Promise<void> {
    const generation = ++this.generation;
    this.forget({ status: 'anonymous', user: null, ended: 'logout', notice: null });
    await this.joinNetwork(generation);
  }

  /** A tab coming back into view asks whether its session still holds (ended elsewhere). */
  private watchVisibility(): void {
    if (this.watching || typeof document === 'undefined') return;
    this.watching = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void this.recheck();
    });
  }

  private async confirm(
    stored: StoredSession,
    generation: number,
  ): Promise<'confirmed' | 'rejected' | 'failed'> {
    try {
      const user = await fetchUser(stored.token);
      if (generation === this.generation) this.signIn(stored, user);
      return 'confirmed';
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        if (generation === this.generation) writeStoredSession(null);
        return 'rejected';
      }
      // The server could not say: the token is kept for the next page load, and this page
      // goes on without a session rather than with an unconfirmed one.
      console.error('Could not fetch the session user', error);
      if (generation === this.generation)
        this.set({ status: 'anonymous', user: null, ended: null, notice: null });
      return 'failed';
    }
  }

  /** The shared network session, when the server says this address gets it; else anonymous. */
  private async joinNetwork(generation: number): Promise<void> {
    try {
      if (await fetchNetworkAvailable()) {
        const token = await postNetworkLogin();
        const user = await fetchUser(token);
        if (generation === this.generation) this.signIn({ token, scope: 'network' }, user);
        return;
      }
    } catch (error) {
      console.error('Could not log in on the network', error);
    }
    if (generation === this.generation && this.state.status === 'resolving')
      this.set({ ...this.state, status: 'anonymous' });
  }

  /** The server refused the session's token: expired, revoked, or the user disabled. */
  private async expire(): Promise<void> {
    const scope = readStoredSession()?.scope ?? 'user';
    // Other tabs holding the same token (handed over) end too; each tells the rest once.
    if (this.activeToken !== null) this.tabs?.announceEnded(this.activeToken);
    const generation = ++this.generation;
    // The network session is taken up again silently, so its pages wait rather than redirect.
    this.forget({
      status: scope === 'network' ? 'resolving' : 'anonymous',
      user: null,
      ...endOf(scope),
    });
    await this.joinNetwork(generation);
  }

  private signIn(stored: StoredSession, user: User): void {
    writeStoredSession(stored);
    if (stored.scope === 'user' && !this.integrated) void this.joinTabs();
    this.activeToken = stored.token;
    this.lastCheck = Date.now();
    // The network session follows an ended one on its own: the notice about that one stays.
    const keep = stored.scope === 'network';
    this.set({
      status: 'signedIn',
      user,
      ended: keep ? this.state.ended : null,
      notice: keep ? this.state.notice : null,
    });
  }

  private forget(next: SessionState): void {
    writeStoredSession(null);
    this.activeToken = null;
    this.set(next);
  }

  private set(next: SessionState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/** The page's one session. */
export const session = new SessionStore();
