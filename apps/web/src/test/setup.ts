import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { closeLoginDialog } from '../lib/session/login-dialog.ts';
import { session } from '../lib/session/session-store.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Each test is a fresh tab: no session, no dialog, nothing remembered.
  session.reset();
  closeLoginDialog();
  window.sessionStorage.clear();
});
