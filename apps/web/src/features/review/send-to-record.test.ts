import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedderOrigin, isEmbedded } from './send-to-record.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const inFrame = () => {
  vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
};

describe('the embedding record system’s origin', () => {
  it('is none outside a frame, and on the server’s first paint, where there is no window', () => {
    expect(isEmbedded()).toBe(false);
    expect(embedderOrigin()).toBeNull();
    vi.stubGlobal('window', undefined);
    expect(isEmbedded()).toBe(false);
  });

  it('is the origin of the page that framed the app, never a path of it', () => {
    inFrame();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://journal.example:8443/a?b=1');
    expect(embedderOrigin()).toBe('https://journal.example:8443');
  });

  it('is unknown in a frame without a Referer, so the Bundle is sent nowhere', () => {
    inFrame();
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('');
    expect(embedderOrigin()).toBeNull();
  });
});
