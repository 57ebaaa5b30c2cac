import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { onDemandModule, type OnDemandModule } from './on-demand-module.ts';

interface Widget {
  Widget: () => React.ReactNode;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function Slot({ module, seen }: { module: OnDemandModule<Widget>; seen?: string[] }) {
  const state = module.useLoadState();
  seen?.push(state.status);
  if (state.status !== 'loaded') return <p>stand-in</p>;
  const { Widget } = state.module;
  return <Widget />;
}

describe('onDemandModule.useLoadState', () => {
  it('has the module at its first render when it mounts after the load: no stand-in', async () => {
    const module = onDemandModule(() => Promise.resolve({ Widget: () => <p>the widget</p> }));
    await module.load();
    const seen: string[] = [];

    render(<Slot module={module} seen={seen} />);

    expect(screen.getByText('the widget')).toBeInTheDocument();
    expect(seen[0]).toBe('loaded');
  });

  it('shows the module once it arrives', async () => {
    const arrival = deferred<Widget>();
    const module = onDemandModule(() => arrival.promise);
    render(<Slot module={module} />);
    expect(screen.getByText('stand-in')).toBeInTheDocument();

    void module.load();
    await act(async () => {
      arrival.resolve({ Widget: () => <p>the widget</p> });
      await arrival.promise;
    });

    expect(await screen.findByText('the widget')).toBeInTheDocument();
  });

  // The arrival renders as a transition (in slices, not one long task: ADR 30). What shows it:
  // a transition that suspends keeps what is on screen, where an urgent update would replace it
  // with the nearest fallback.
  it('takes over in a transition: a widget still waiting keeps the stand-in, not a fallback', async () => {
    const neverReady = new Promise<never>(() => undefined);
    function Waiting(): React.ReactNode {
      return use(neverReady);
    }
    const arrival = deferred<Widget>();
    const module = onDemandModule(() => arrival.promise);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Slot module={module} />
      </Suspense>,
    );

    void module.load();
    await act(async () => {
      arrival.resolve({ Widget: Waiting });
      await arrival.promise;
    });

    expect(screen.getByText('stand-in')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
