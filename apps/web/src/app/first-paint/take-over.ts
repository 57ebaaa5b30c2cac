import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';

/** What React reports when the server's markup could not be hydrated (tests listen to it). */
export type TakeOverOptions = Pick<RootOptions, 'onRecoverableError'>;

/**
 * The app's first render, as a transition so React renders it in slices of a few milliseconds and
 * a phone's main thread is never blocked for long (Total Blocking Time, bench/README.md).
 *
 * Where the page came with the server's first paint (ADR 32), the app hydrates that markup rather
 * than replacing it (ADR 49): React attaches to the elements already on screen instead of
 * creating, inserting and laying out the whole page again in one commit (and, by React's design,
 * replays a press on a part not hydrated yet once it is). Hydration needs the app's first
 * render to be the server's to the attribute; where it is not, React renders that part again in
 * the browser, which is what replacing did, and reports it through `onRecoverableError` (by
 * default to the console, where Lighthouse's best-practices gate sees it). A web test hydrates each
 * page the server renders (entry-server.test.tsx), so a difference fails a test first.
 *
 * Where no markup came (an empty #root: the app would first show a loading message, or the
 * address was settled anew in the browser), there is nothing to hydrate and the app renders it
 * all.
 */
export function takeOver(container: HTMLElement, app: ReactNode, options?: TakeOverOptions): Root {
  if (!container.hasChildNodes()) {
    const root = createRoot(container, options);
    startTransition(() => {
      root.render(app);
    });
    return root;
  }
  // hydrateRoot schedules its render at once: inside the transition it is a transition's
  // hydration, time-sliced (outside one it would be the default lane's, in one piece).
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app, options);
  });
  if (root === undefined) throw new Error('hydrateRoot returned no root');
  return root;
}
