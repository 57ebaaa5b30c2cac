import { describe, expect, it } from 'vitest';
import { routerInitialised } from './router-initialised.ts';

type Listener = (state: { initialized: boolean }) => void;

/** A router whose initialisation the test completes. */
function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const initialise = () => {
    router.state = { initialized: true };
    for (const listener of listeners) listener(router.state);
  };
  return { router: router as never, initialise, listeners };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('routerInitialised', () => {
  it('settles at once for a router with no code to load', async () => {
    expect(await settled(routerInitialised(fakeRouter(true).router))).toBe(true);
  });

  it('settles when the router has loaded its routes’ code, and stops listening', async () => {
    const { router, initialise, listeners } = fakeRouter(false);
    const waiting = routerInitialised(router);
    expect(await settled(waiting)).toBe(false);
    initialise();
    expect(await settled(waiting)).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('settles after its time when the code never comes', async () => {
    const { router, listeners } = fakeRouter(false);
    await routerInitialised(router, 10);
    expect(listeners.size).toBe(0);
  });
});
