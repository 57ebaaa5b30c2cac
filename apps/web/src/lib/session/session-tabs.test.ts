import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { FAKE_PASSWORD } from '../../test/fake-auth.ts';
import { ASK_WAIT_MS, askOpenTabs, SESSION_CHANNEL } from './ask-open-tabs.ts';
import { SessionStore } from './session-store.ts';
import { openSessionTabs, type SessionTabsHandlers } from './session-tabs.ts';
import { readStoredSession, reportTokenRejected, writeStoredSession } from './session-token.ts';

// Node's own BroadcastChannel stands in for the browser's (the test setup hides the global from
// the app's tests, which are one tab each): real messages between real ends, no fake. Every end
// is closed after its test, so none hears the next.
const opened: NodeBroadcastChannel[] = [];
class Channel extends NodeBroadcastChannel {
  constructor(name: string) {
    super(name);
    opened.push(this);
  }
}

beforeEach(() => {
  vi.stubGlobal('BroadcastChannel', Channel);
});
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

/** Another tab holding a person's session (`token`), or none (null). */
function openTab(token: string | null) {
  const handlers = {
    offer: vi.fn<SessionTabsHandlers['offer']>(() => token),
    onLogout: vi.fn(),
    onEnded: vi.fn(),
  };
  const end = openSessionTabs(handlers);
  if (end === null) throw new Error('no channel');
  return { ...end, ...handlers };
}

/** Resolves once the other ends had time to hear and answer (a local message is ~1 ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the channel between tabs', () => {
  it('hands a new tab the token an open tab offers', async () => {
    openTab(null);
    openTab('open-tab-token');
    await expect(askOpenTabs()).resolves.toBe('open-tab-token');
  });

  it('answers nothing, within the wait, when no open tab holds a person’s session', async () => {
    const other = openTab(null);
    const started = performance.now();
    await expect(askOpenTabs(80)).resolves.toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
    expect(other.offer).toHaveBeenCalledOnce();
  });

  it('waits no longer than its bound when no other tab is open', async () => {
    const started = performance.now();
    await expect(askOpenTabs()).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(ASK_WAIT_MS + 150);
  });

  it('tells the other tabs of a logout and of a token the server refused', async () => {
    const other = openTab(null);
    const here = openTab(null);
    here.announceLogout();
    here.announceEnded('refused-token');
    await settle();
    expect(other.onLogout).toHaveBeenCalledOnce();
    expect(other.onEnded).toHaveBeenCalledExactlyOnceWith('refused-token');
    expect(here.onLogout).not.toHaveBeenCalled();
  });

  it('ignores anything on the channel that is not one of its messages', async () => {
    const here = openTab('kept');
    const stranger = new Channel(SESSION_CHANNEL);
    const heard: unknown[] = [];
    stranger.onmessage = (event) => {
      heard.push((event as { data: unknown }).data);
    };
    const asked = askOpenTabs(80);
    for (const message of [
      'ask',
      { offer: 7 },
      { offer: '' },
      { ask: 'yes' },
      { ended: null },
      null,
    ])
      stranger.postMessage(message);
    await expect(asked).resolves.toBe('kept');
    await settle();
    expect(here.offer).toHaveBeenCalledOnce();
    expect(here.onLogout).not.toHaveBeenCalled();
    expect(here.onEnded).not.toHaveBeenCalled();
    expect(heard).toEqual([{ ask: true }, { offer: 'kept' }]);
  });

  it('is not there where the browser has no BroadcastChannel (as in the test setup)', async () => {
    vi.unstubAllGlobals();
    expect('BroadcastChannel' in globalThis).toBe(false);
    expect(openSessionTabs({ offer: () => null, onLogout: vi.fn(), onEnded: vi.fn() })).toBeNull();
    const started = performance.now();
    await expect(askOpenTabs()).resolves.toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });
});

const ANNA = 'anna@region.se';

describe('the session store across tabs', () => {
  it('takes over the person’s session an open tab holds, into its own tab storage', async () => {
    openTab('held-elsewhere');
    vi.stubGlobal('fetch', createFakeApi({ auth: { sessions: { 'held-elsewhere': ANNA } } }).fetch);
    const store = new SessionStore();
    await store.start(new URL('http://localhost/riskprofil'));
    expect(store.getState()).toMatchObject({ status: 'signedIn', user: { email: ANNA } });
    expect(readStoredSession()).toEqual({ token: 'held-elsewhere', scope: 'user' });
  });

  it('settles anonymous, as before, when the offered token no longer holds', async () => {
    openTab('ended-elsewhere');
    vi.stubGlobal('fetch', createFakeApi().fetch);
    const store = new SessionStore();
    await store.start(new URL('http://localhost/'));
    expect(store.getState().status).toBe('anonymous');
    expect(readStoredSession()).toBeNull();
  });

  it('in integrated mode neither asks nor answers: each record window is another patient', async () => {
    const other = openTab('held-elsewhere');
    vi.stubGlobal(
      'fetch',
      createFakeApi({
        auth: {
          sessions: { 'held-elsewhere': ANNA },
          integrationTokens: { 'record-t': ['riskprofile'] },
        },
      }).fetch,
    );
    const anonymousFrame = new SessionStore();
    await anonymousFrame.start(new URL('http://localhost/?jmi=true'));
    expect(anonymousFrame.getState().status).toBe('anonymous');
    expect(other.offer).not.toHaveBeenCalled();

    writeStoredSession(null);
    other.offer.mockReturnValue(null);
    const recordWindow = new SessionStore();
    await recordWindow.start(new URL('http://localhost/?jmi=true&t=record-t'));
    expect(recordWindow.getState().user?.scope).toBe('integration');
    await expect(askOpenTabs(80)).resolves.toBeNull();
  });

  it('offers only a person’s session, not the network’s, which every tab gets by address', async () => {
    vi.stubGlobal('fetch', createFakeApi({ auth: { inNetwork: true } }).fetch);
    const store = new SessionStore();
    await store.start(new URL('http://localhost/'));
    expect(store.getState().user?.scope).toBe('network');
    await expect(askOpenTabs(80)).resolves.toBeNull();
  });

  it('offers its person’s session to a new tab, and its logout ends the others', async () => {
    vi.stubGlobal('fetch', createFakeApi().fetch);
    const store = new SessionStore();
    await store.start(new URL('http://localhost/'));
    await store.logIn(ANNA, FAKE_PASSWORD);
    const token = readStoredSession()?.token;
    expect(token).toBeDefined();
    await vi.waitFor(async () => {
      await expect(askOpenTabs(80)).resolves.toBe(token);
    });

    const other = openTab(null);
    await store.logOut();
    await settle();
    expect(other.onLogout).toHaveBeenCalledOnce();
    await expect(askOpenTabs(80)).resolves.toBeNull();
  });

  it('ends its person’s session when another tab logs out, as a logout here does', async () => {
    vi.stubGlobal('fetch', createFakeApi({ auth: { sessions: { kept: ANNA } } }).fetch);
    writeStoredSession({ token: 'kept', scope: 'user' });
    const store = new SessionStore();
    await store.start(new URL('http://localhost/riskprofil'));
    expect(store.getState().status).toBe('signedIn');
    await settle();

    openTab(null).announceLogout();
    await vi.waitFor(() => {
      expect(store.getState()).toMatchObject({
        status: 'anonymous',
        ended: 'logout',
        notice: null,
      });
    });
    expect(readStoredSession()).toBeNull();
  });

  it('forgets a token the server refused in another tab, with the notice of an ended session', async () => {
    vi.stubGlobal('fetch', createFakeApi({ auth: { sessions: { kept: ANNA } } }).fetch);
    writeStoredSession({ token: 'kept', scope: 'user' });
    const store = new SessionStore();
    await store.start(new URL('http://localhost/'));
    await settle();
    const other = openTab(null);

    other.announceEnded('another-token');
    await settle();
    expect(store.getState().status).toBe('signedIn');

    other.announceEnded('kept');
    await vi.waitFor(() => {
      expect(store.getState()).toMatchObject({ status: 'anonymous', notice: 'expired' });
    });
    expect(readStoredSession()).toBeNull();
  });

  it('tells the other tabs when the server refuses its token', async () => {
    vi.stubGlobal('fetch', createFakeApi({ auth: { sessions: { 'refused-here': ANNA } } }).fetch);
    writeStoredSession({ token: 'refused-here', scope: 'user' });
    const store = new SessionStore();
    await store.start(new URL('http://localhost/'));
    await settle();
    const other = openTab(null);

    reportTokenRejected('refused-here');
    await vi.waitFor(() => {
      expect(other.onEnded).toHaveBeenCalledExactlyOnceWith('refused-here');
    });
    expect(store.getState()).toMatchObject({ status: 'anonymous', notice: 'expired' });
  });
});
