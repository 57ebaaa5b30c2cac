import { useSyncExternalStore } from 'react';

// Whether the login dialog is open. The dialog is opened from the header, the riskprofile tab's
// padlock, a guarded page and /login, and shown once, by the site header.
let open = false;
// What had the focus when the dialog opened: the dialog gives it back there when it closes.
let opener: Element | null = null;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

// Why the dialog opened, when the visitor did not ask for it: a guarded page they opened.
let reason: 'guarded' | null = null;

function show(why: 'guarded' | null): void {
  if (!open) opener = typeof document === 'undefined' ? null : document.activeElement;
  reason = why;
  set(true);
}

/** Opens the dialog at the visitor's request (a button, /login). */
export const openLoginDialog = (): void => {
  show(null);
};

/** Opens the dialog for a page that needs a login, saying so (the guard, source-guard.tsx). */
export const openLoginDialogForPage = (): void => {
  show('guarded');
};

/** Why the dialog is open, when it says: 'guarded' for a page that needs a login. */
export const loginDialogReason = (): 'guarded' | null => reason;

/** The element that had the focus when the dialog last opened. */
export const loginDialogOpener = (): Element | null => opener;

export const closeLoginDialog = (): void => {
  set(false);
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLoginDialogOpen(): boolean {
  // Closed on the server (ADR 32): no page opens with the dialog.
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
