import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAnswerInSlices } from './use-answer-in-slices.ts';
import { testStore } from '../../test/test-store.ts';

/** Every render's address and what the hook gave, in order. */
type Seen = { address: string; shown: string }[];

/**
 * The answers that came, by address: a tab's query is keyed by the list in the URL, and its
 * readers take an answer through useSyncExternalStore, as TanStack Query's do.
 */
const answers = testStore<Record<string, string>>({});
const arrive = (search: string, answer: string) => {
  answers.set({ ...answers.get(), [search]: answer });
};
/**
 * The address, changed as an urgent update (a router's own navigation is a transition, in which a
 * deferred value is the latest anyway): the case the address guards.
 */
const address = testStore('/genus?nslIds=A');
const goTo = (next: string) => {
  address.set(next);
};

function Tab({ seen, inSlices }: { seen: Seen; inSlices: boolean }) {
  const { search } = useLocation();
  const answer = useSyncExternalStore(answers.subscribe, () => answers.get()[search] ?? 'loading');
  const shown = useAnswerInSlices(answer, inSlices);
  seen.push({ address: search, shown });
  return <p>{shown}</p>;
}

function AtAddress({ seen, inSlices }: { seen: Seen; inSlices: boolean }) {
  const current = useSyncExternalStore(address.subscribe, address.get);
  return (
    <Routes location={current}>
      <Route path="/genus" element={<Tab seen={seen} inSlices={inSlices} />} />
    </Routes>
  );
}

function renderTab(inSlices = true): Seen {
  const seen: Seen = [];
  answers.set({});
  address.set('/genus?nslIds=A');
  render(
    <MemoryRouter>
      <AtAddress seen={seen} inSlices={inSlices} />
    </MemoryRouter>,
  );
  return seen;
}

describe('useAnswerInSlices', () => {
  it('shows what the first render has at once (the server painted it so)', () => {
    const seen = renderTab();
    expect(seen[0]).toEqual({ address: '?nslIds=A', shown: 'loading' });
  });

  it('renders a new answer for the same address in a deferred render, after the page as it was', async () => {
    const seen = renderTab();
    seen.length = 0;
    act(() => {
      arrive('?nslIds=A', 'results for A');
    });
    expect(await screen.findByText('results for A')).toBeVisible();
    // The urgent render kept the loading message; the results came in the deferred one.
    expect(seen.map(({ shown }) => shown)).toEqual(['loading', 'results for A']);
  });

  it('never shows an earlier list’s results under a later address', async () => {
    const seen = renderTab();
    act(() => {
      arrive('?nslIds=A', 'results for A');
    });
    await screen.findByText('results for A');
    seen.length = 0;
    act(() => {
      goTo('/genus?nslIds=B');
    });
    expect(await screen.findByText('loading')).toBeVisible();
    // A plain deferred value would render the new address with the last list's results first.
    const underB = seen.filter(({ address }) => address === '?nslIds=B');
    expect(underB.length).toBeGreaterThan(0);
    expect(underB.map(({ shown }) => shown)).toEqual(underB.map(() => 'loading'));
  });

  it('shows every change at once when not in slices (a print view)', async () => {
    const seen = renderTab(false);
    seen.length = 0;
    act(() => {
      arrive('?nslIds=A', 'results for A');
    });
    expect(await screen.findByText('results for A')).toBeVisible();
    expect(seen[0]?.shown).toBe('results for A');
  });
});
