import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../test/fake-api.ts';
import { session } from './session/session-store.ts';
import { useSession } from './session/use-session.ts';
import { useStoreInTransitions } from './use-store-in-transitions.ts';
import { testStore } from '../test/test-store.ts';

const neverReady = new Promise<never>(() => undefined);
/** Suspends for good: what a render that waits (for code, for data) does. */
function Waiting(): React.ReactNode {
  return use(neverReady);
}

function Reader({
  source,
  inTransition,
}: {
  source: ReturnType<typeof testStore<string>>;
  inTransition?: (previous: string, next: string) => boolean;
}) {
  const value = useStoreInTransitions(source.subscribe, source.get, inTransition);
  return value === 'waits' ? <Waiting /> : <p>{value}</p>;
}

function renderInSuspense(node: React.ReactNode) {
  return render(<Suspense fallback={<p>fallback</p>}>{node}</Suspense>);
}

describe('useStoreInTransitions', () => {
  it('shows each change', async () => {
    const source = testStore('first');
    renderInSuspense(<Reader source={source} />);
    expect(screen.getByText('first')).toBeInTheDocument();
    act(() => {
      source.set('second');
    });
    expect(await screen.findByText('second')).toBeInTheDocument();
  });

  it('sees a change made between its first render and its subscription', () => {
    const source = testStore('first');
    const originalSubscribe = source.subscribe;
    // The store changes after the reader rendered 'first' and before it subscribed.
    const subscribe = (listener: () => void) => {
      source.set('changed meanwhile');
      return originalSubscribe(listener);
    };
    function LateReader() {
      const value = useStoreInTransitions(subscribe, source.get);
      return <p>{value}</p>;
    }
    render(<LateReader />);
    expect(screen.getByText('changed meanwhile')).toBeInTheDocument();
  });

  // A transition that suspends keeps what is on screen; an urgent update replaces it with the
  // nearest fallback. That shows which of the two a change was.
  it('renders a change as a transition: a render that waits keeps the previous value on screen', () => {
    const source = testStore('first');
    renderInSuspense(<Reader source={source} />);
    act(() => {
      source.set('waits');
    });
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('renders a change at once where inTransition says so', () => {
    const source = testStore('first');
    const inTransition = vi.fn((previous: string) => previous === 'starting');
    renderInSuspense(<Reader source={source} inTransition={inTransition} />);
    act(() => {
      source.set('waits');
    });
    expect(inTransition).toHaveBeenLastCalledWith('first', 'waits');
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });
});

describe('useSession', () => {
  function SessionStatus() {
    const state = useSession();
    return state.status === 'anonymous' ? <Waiting /> : <p>{state.status}</p>;
  }

  it('takes the session settling at the start in a transition, so a render that waits keeps the page', async () => {
    const api = createFakeApi();
    vi.stubGlobal('fetch', api.fetch);
    renderInSuspense(<SessionStatus />);
    expect(screen.getByText('resolving')).toBeInTheDocument();

    // Outside the network: the answer settles the session as anonymous.
    await act(async () => {
      await session.start(new URL('http://localhost/'));
    });
    expect(session.getState().status).toBe('anonymous');
    expect(screen.getByText('resolving')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
