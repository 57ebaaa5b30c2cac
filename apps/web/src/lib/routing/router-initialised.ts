import type { DataRouter } from 'react-router';

/**
 * Settles once the router has loaded the code of the routes it starts on (a route's `lazy`), at
 * once when it has none to load, or after `ms` whatever it has done; never fails. The app waits
 * for it before replacing the server's first paint (app/first-paint/start-app.tsx), as the server waits for it before
 * rendering that paint (entry-server.tsx), so the page is not replaced by a loading message.
 */
export function routerInitialised(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  ms = Number.POSITIVE_INFINITY,
): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined;
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}
