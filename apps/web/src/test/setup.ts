import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetLoadedEnv } from '../lib/api-client.ts';
import { closeLoginDialog } from '../lib/session/login-dialog.ts';
import { session } from '../lib/session/session-store.ts';
import { installMatchMedia } from './match-media.ts';

installMatchMedia();

// Each test is one tab, alone in its browser, like jsdom's (which has no BroadcastChannel): its
// session does not wait for other tabs' answers. Node's channel would also reach the other tests
// of the file. The channel between tabs has tests of its own, with two ends
// (lib/session/session-tabs.test.ts).
Reflect.deleteProperty(globalThis, 'BroadcastChannel');

// A page's first render loads its lazy view, a menu its on-demand chunk; on a busy two-core
// machine (the CI runs the server tests beside these) the first import of such a module alone
// took longer than 3 s. This is the most a `findBy…` waits for what should appear (a missing
// text still fails the test, only later), well inside a test's timeout (vitest.config.ts).
configure({ asyncUtilTimeout: 8_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Each test is a fresh tab: no session, no dialog, nothing remembered.
  session.reset();
  forgetLoadedEnv();
  closeLoginDialog();
  window.sessionStorage.clear();
  // The cookies of the site layout (consent, language) are the tab's too.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
