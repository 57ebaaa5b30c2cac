import { describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadForChunkError,
} from './chunk-reload.ts';

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: https://x/assets/riskprofile-route-abc.js',
);

describe('reloading after a failed chunk', () => {
  it('recognises the browsers’ chunk errors and nothing else', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    expect(shouldReloadForChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadForChunkError(1_000, 60_999)).toBe(false);
    expect(shouldReloadForChunkError(1_000, 61_000)).toBe(true);
  });

  it('remembers the reload in the tab, so a second failure within a minute shows the error', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError, storage, reload, 100_000)).toBe(true);
    expect(reloadForChunkError(chunkError, storage, reload, 130_000)).toBe(false);
    expect(reloadForChunkError(new Error('other'), storage, reload, 500_000)).toBe(false);
    expect(reloadForChunkError(chunkError, storage, reload, 160_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
