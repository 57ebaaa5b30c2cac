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

export const openLoginDialog = (): void => {
  if (!open) opener = typeof document === 'undefined' ? null : document.activeElement;
  set(true);
};

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
