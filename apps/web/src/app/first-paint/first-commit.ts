import { useEffect } from 'react';
import { useStoreInTransitions } from '../../lib/use-store-in-transitions.ts';

/**
 * Whether the app's first render has been committed. When the app starts (start-app.tsx), a source
 * tab's page renders only after it (app/routes/lazy-page.tsx), in a commit of its own: the first
 * commit replaces the server's first paint with the layout (ADR 32), and the page — a form of
 * React Aria fields, which set their ids again synchronously as they mount — follows in a
 * second, so neither is one long task on a phone's main thread (Total Blocking Time,
 * bench/README.md). Elsewhere (tests, the server's render) nothing waits.
 */
let committed = true;
const listeners = new Set<() => void>();

/** Called by start-app.tsx before the app's first render: pages wait for its commit. */
export function holdPagesUntilFirstCommit(): void {
  committed = false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isCommitted = () => committed;

/** Settles once the app's first render has been committed (at once when nothing was held). */
export function whenFirstCommitted(): Promise<void> {
  if (committed) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribe(() => {
      unsubscribe();
      resolve();
    });
  });
}

/** Rendered once at the app's root: its effect runs when the first render has been committed. */
export function FirstCommitMarker(): null {
  useEffect(() => {
    if (committed) return;
    committed = true;
    for (const listener of listeners) listener();
  }, []);
  return null;
}

/** True from the app's first commit on; the change renders as a transition. */
export function useAfterFirstCommit(): boolean {
  return useStoreInTransitions(subscribe, isCommitted);
}
