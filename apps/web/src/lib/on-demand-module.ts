import { useStoreInTransitions } from './use-store-in-transitions.ts';

export type OnDemandState<T> =
  | { status: 'idle' | 'loading'; module?: undefined }
  | { status: 'failed'; module?: undefined; error: unknown }
  | { status: 'loaded'; module: T };

export interface OnDemandModule<T> {
  /** Starts the load (once; again after a failure). Safe to call on every sign of intent. */
  load: () => Promise<T>;
  /** The state now, for code outside React. */
  current: () => OnDemandState<T>;
  /**
   * The state, re-rendering the component when it changes. A change renders as a transition: in
   * slices, so a page or widget arriving does not block the main thread for its whole first
   * render (Total Blocking Time, ADR 30). A component that mounts after the load has it at once.
   */
  useLoadState: () => OnDemandState<T>;
}

/**
 * A module the first page does not load, fetched when the user shows they are about to use it
 * (pointer over it, focus, a press) rather than with the page (ADR 31). A component renders a light
 * stand-in until it has loaded; once loaded, every later render has it at once. Unlike React.lazy,
 * nothing suspends: the stand-in stays where it is, with the focus and what was typed, until the
 * module is there to take over.
 */
export function onDemandModule<T>(importer: () => Promise<T>): OnDemandModule<T> {
  let state: OnDemandState<T> = { status: 'idle' };
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: OnDemandState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  const load = (): Promise<T> => {
    if (state.status === 'loaded') return Promise.resolve(state.module);
    if (pending !== null) return pending;
    set({ status: 'loading' });
    pending = importer().then(
      (module) => {
        pending = null;
        set({ status: 'loaded', module });
        return module;
      },
      (error: unknown) => {
        pending = null;
        set({ status: 'failed', error });
        throw error;
      },
    );
    return pending;
  };

  const current = () => state;
  // In transitions, not through useSyncExternalStore: the page's code arriving while React
  // renders the first page in slices would otherwise make it render everything again at once.
  const useLoadState = (): OnDemandState<T> => useStoreInTransitions(subscribe, current);

  return { load, current, useLoadState };
}

/** Starts a load from an event handler; a failure shows in the state, not as an unhandled rejection. */
export function startLoad<T>(module: OnDemandModule<T>): void {
  module.load().catch(() => undefined);
}
