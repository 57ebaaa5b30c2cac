import {
  createElement,
  lazy,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { isServerPaintedPartName } from '@medkompass/contracts/first-render.ts';

type Module<P> = { default: ComponentType<P> };

/** Starts (or joins) the load of each server-painted component's module, by its name. */
const loaders = new Map<string, () => Promise<unknown>>();

/** While the server renders a page (collectServerPainted): the names of the parts it painted. */
let painting: Set<string> | null = null;

/**
 * Loads every server-painted component's module, nested ones included. The server's renderer awaits it before its first
 * render (entry-server.tsx), so the markup it sends holds those components whole.
 */
export async function preloadServerPainted(): Promise<void> {
  // A loaded module may declare server-painted components of its own: load those too.
  let count: number;
  do {
    count = loaders.size;
    await Promise.all([...loaders.values()].map((load) => load()));
  } while (loaders.size !== count);
}

/**
 * Renders on the server and returns, with what `render` returned, the names of the server-painted
 * parts that render painted, in the order painted. The page carries them (data-server-painted on
 * #root), so the browser loads those modules before it hydrates (loadServerPainted). The render
 * must be synchronous (renderToString): the names are collected while it runs.
 */
export function collectServerPainted<T>(render: () => T): { result: T; painted: string[] } {
  const names = new Set<string>();
  const outer = painting;
  painting = names;
  try {
    const result = render();
    // Checked here, on the server, so the browser's first page carries no check of its own.
    const unfit = [...names].find((name) => !isServerPaintedPartName(name));
    if (unfit !== undefined) throw new Error(`Not a server-painted part's name: ${unfit}`);
    return { result, painted: [...names] };
  } finally {
    painting = outer;
  }
}

/**
 * The names of the parts the server painted into the page's #root (its data-server-painted);
 * whatever else the attribute holds names no part, and loadServerPainted skips it.
 */
export function serverPaintedOf(root: HTMLElement): string[] {
  return (root.dataset.serverPainted ?? '').split(' ');
}

/**
 * In the browser, before hydrating: loads the modules of the parts the server painted, nested
 * ones as their parents' modules declare them. Hydration must find them loaded. A part hydrated
 * while its module is still loading is kept as the server's markup only until the first update
 * that reaches it; an update that cannot wait (a store's, an answer's) makes React drop that
 * markup and render the part anew, so it vanished and came back a moment later (the patient's
 * summary in integrated mode, the review's actions). A name this build does not know is skipped.
 */
export async function loadServerPainted(names: readonly string[]): Promise<void> {
  const pending = new Set(names);
  for (;;) {
    const known = [...pending].filter((name) => loaders.has(name));
    if (known.length === 0) return;
    for (const name of known) pending.delete(name);
    await Promise.all(known.flatMap((name) => loaders.get(name) ?? []).map((load) => load()));
  }
}

/**
 * A component the first page's JavaScript does not carry, though the server paints it: its own
 * module, loaded once it is rendered, or before the app hydrates a page the server painted it
 * on (loadServerPainted). On the server the module is there before the render
 * (preloadServerPainted), so a lazy component whose module is in renders at once, with no
 * fallback. Without server markup, the boundary's fallback shows until the module arrives.
 * `name` identifies the part in the page (collectServerPainted): one name, one component.
 */
export function serverPaintedLazy<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement {
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
  // A module evaluated again (development's hot reload) registers its part again: the last wins.
  loaders.set(name, start);
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() => {
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
  return function ServerPainted(props: P): ReactElement {
    painting?.add(name);
    return createElement(Lazy as ComponentType<P>, props);
  };
}
