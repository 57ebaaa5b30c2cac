import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

const preloads: (() => Promise<unknown>)[] = [];

/**
 * Loads every server-painted component's module, nested ones included. The server's renderer awaits it before its first
 * render (entry-server.tsx), so the markup it sends holds those components whole.
 */
export async function preloadServerPainted(): Promise<void> {
  // A loaded module may declare server-painted components of its own: load those too.
  let count: number;
  do {
    count = preloads.length;
    await Promise.all(preloads.map((preload) => preload()));
  } while (preloads.length !== count);
}

/**
 * A component the first page's JavaScript does not carry, though the server paints it: its own
 * module, loaded once it is rendered. On the server the module is there before the render
 * (preloadServerPainted), so a lazy component whose module is in renders at once, with no
 * fallback. In the browser, hydration keeps the server's markup inside the Suspense boundary until
 * the module arrives, then takes it over: nothing moves. Without server markup, the boundary's
 * fallback shows until then.
 */
export function serverPaintedLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk may be fetched again on the next render.
        pending = null;
        throw error;
      },
    ));
  preloads.push(start);
  return lazy(() => {
    const component = loaded;
    if (component === null) return start().then((c): Module<P> => ({ default: c }));
    // Already loaded: a thenable that resolves at once, so the render does not suspend.
    const ready = {
      then: (resolve: (module: Module<P>) => void) => {
        resolve({ default: component });
      },
    };
    return ready as unknown as Promise<Module<P>>;
  });
}
