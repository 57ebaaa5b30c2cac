import { startTransition, useEffect, useRef, useState } from 'react';

const always = () => true;

/**
 * A store outside React read so that its changes can render as transitions (in slices), not
 * through `useSyncExternalStore`. React renders every change of such a store synchronously, and
 * when the store changes while React is still rendering in slices — the first page (ADR 30) while
 * an answer arrives on a fast connection — it throws the sliced work away and renders the whole
 * page again in one long task, to avoid tearing. Every reader takes a change in the same
 * transition, so one commit shows it everywhere.
 *
 * `inTransition` says which changes may wait for a transition; the others are set at once, for
 * what must follow a person's action without delay (a login closing its dialog). A component
 * mounting later reads the state at its first render; the effect reads it again after
 * subscribing, so a change between the render and the subscription is not missed (React bails
 * out when there was none). The functions given are defined once, with the store: a new one
 * would subscribe again.
 */
export function useStoreInTransitions<T>(
  subscribe: (listener: () => void) => () => void,
  getState: () => T,
  inTransition: (previous: T, next: T) => boolean = always,
): T {
  const [seen, setSeen] = useState(getState);
  const latest = useRef(seen);
  useEffect(() => {
    const update = () => {
      const next = getState();
      const previous = latest.current;
      latest.current = next;
      if (inTransition(previous, next)) {
        startTransition(() => {
          setSeen(next);
        });
      } else {
        setSeen(next);
      }
    };
    const unsubscribe = subscribe(update);
    update();
    return unsubscribe;
  }, [subscribe, getState, inTransition]);
  return seen;
}
