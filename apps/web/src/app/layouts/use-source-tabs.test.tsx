import { notifyManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDS } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SOURCE_REGISTRY } from '../source-registry.ts';

describe('useSourceTabs', () => {
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
    vi.restoreAllMocks();
  });

  it('works out the badges in a deferred render, not in the synchronous render after an answer', async () => {
    const badge = vi.spyOn(SOURCE_REGISTRY.genus!.assessment, 'badge');
    const { queryClient } = renderApp(`/?nplIds=${IDS.waran}&nplIds=${IDS.alvedon}`);
    await screen.findByRole('navigation', { name: 'Källor' });
    const genus = () => queryClient.getQueryCache().findAll({ queryKey: ['assessment', 'genus'] });
    await waitFor(() => {
      expect(genus()[0]?.state.status).toBe('success');
    });
    await waitFor(() => {
      expect(badge).toHaveBeenCalled();
    });
    const [query] = genus();
    if (!query) throw new Error('no genus query');

    // An answer is a store update, which React renders synchronously. TanStack Query tells its
    // subscribers in a later task; here at once, inside flushSync, so the test sees that render.
    // It only takes the query's state in; the badges follow in a deferred one.
    notifyManager.setScheduler((callback) => {
      callback();
    });
    // A new answer: the same call for the list's first entry only.
    const answer = query.state.data as { results: unknown[]; documents: unknown[] };
    badge.mockClear();
    flushSync(() => {
      queryClient.setQueryData(query.queryKey, { ...answer, results: answer.results.slice(0, 1) });
    });
    expect(badge).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(badge).toHaveBeenCalled();
    });
  });
});
