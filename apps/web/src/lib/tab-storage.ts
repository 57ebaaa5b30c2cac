/**
 * The tab's sessionStorage (kept across reloads, gone with the tab), or null where the browser
 * refuses it, as in a record system's frame with third-party storage blocked. Every use is
 * best effort: callers fall back to memory or to not remembering.
 */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a key; null when absent or when storage refuses. */
export function readTabItem(key: string): string | null {
  try {
    return tabStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key (null removes it); false when storage refused. */
export function writeTabItem(key: string, value: string | null): boolean {
  const storage = tabStorage();
  if (!storage) return false;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
