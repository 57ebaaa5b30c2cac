/** At most one automatic reload per minute, so a broken deploy cannot loop. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'medkompass.chunkReloadAt';

/**
 * Whether an error is a failed load of a code chunk: after a deploy the old page asks for
 * chunks the server no longer has. Browsers word it differently; Vite's preload says so too.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
      error.message,
    ) || error.name === 'ChunkLoadError'
  );
}

/** Reload unless the page was reloaded for this reason less than a minute ago. */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/**
 * Reloads the page once for a failed chunk, so the new deploy's chunks are fetched; returns
 * whether it did. The time is kept per tab (sessionStorage).
 */
export function reloadForChunkError(
  error: unknown,
  storage: Storage,
  reload: () => void,
  now = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  const stored = Number(storage.getItem(STORAGE_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!shouldReloadForChunkError(lastReloadAt, now)) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}
