import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATISTICS_COOKIE } from '../cookies/cookies.ts';
import { track } from './track.ts';

const tracker = vi.hoisted(() => ({ send: vi.fn(() => Promise.resolve()) }));
vi.mock('./tracker.ts', () => tracker);

const setChoice = (value: string) => {
  document.cookie = `${STATISTICS_COOKIE}=${value}; Path=/`;
};

describe('tracking calls', () => {
  afterEach(() => {
    document.cookie = `${STATISTICS_COOKIE}=; Max-Age=0; Path=/`;
    tracker.send.mockClear();
  });

  it('do not even load the tracker before the visitor allows statistics', async () => {
    track({ page: '/interaktioner' }, false);
    track({ tag: 'product' }, false);
    setChoice('no');
    track({ page: '/interaktioner' }, false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tracker.send).not.toHaveBeenCalled();
  });

  it('go to the tracker once allowed', async () => {
    setChoice('yes');
    track({ page: '/interaktioner' }, true);
    track({ tag: 'substance' }, false);
    await vi.waitFor(() => {
      expect(tracker.send.mock.calls).toEqual([
        [{ page: '/interaktioner' }, true],
        [{ tag: 'substance' }, false],
      ]);
    });
  });
});
