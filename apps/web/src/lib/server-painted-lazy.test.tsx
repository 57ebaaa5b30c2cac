import { act } from '@testing-library/react';
import { Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Registry from './server-painted-lazy.ts';
import { testStore } from '../test/test-store.ts';

// Each test has a registry of its own, as the server's process and a browser's page each have.
async function freshRegistry(): Promise<typeof Registry> {
  vi.resetModules();
  return import('./server-painted-lazy.ts');
}

/** A promise settled from outside: a module that arrives when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.replaceChildren();
});

describe('the parts the server painted', () => {
  it('are named in the order painted, the ones not rendered not at all', async () => {
    const { collectServerPainted, preloadServerPainted, serverPaintedLazy } = await freshRegistry();
    const Summary = serverPaintedLazy('patient-summary', () =>
      Promise.resolve(() => <p>summary</p>),
    );
    const Actions = serverPaintedLazy('review-actions', () =>
      Promise.resolve(() => <p>actions</p>),
    );
    serverPaintedLazy('statistics-notice', () => Promise.resolve(() => <p>notice</p>));
    await preloadServerPainted();
    const { result, painted } = collectServerPainted(() =>
      renderToString(
        <Suspense fallback={null}>
          <Actions />
          <Summary />
          <Actions />
        </Suspense>,
      ),
    );
    expect(result).toContain('<p>actions</p><p>summary</p><p>actions</p>');
    expect(painted).toEqual(['review-actions', 'patient-summary']);
    // Outside a collected render nothing is recorded.
    renderToString(<Summary />);
    expect(collectServerPainted(() => 'nothing').painted).toEqual([]);
  });

  it('refuses, as painted, a name that could not stand in the page as a plain word', async () => {
    const { collectServerPainted, preloadServerPainted, serverPaintedLazy } = await freshRegistry();
    const parts = ['', 'Patient', 'a b', '"><script>', '-x'].map((name) =>
      serverPaintedLazy(name, () => Promise.resolve(() => <p>x</p>)),
    );
    await preloadServerPainted();
    for (const Part of parts) {
      expect(() => collectServerPainted(() => renderToString(<Part />))).toThrow(
        /Not a server-painted part's name/,
      );
    }
  });

  it('are read from #root, none without the attribute', async () => {
    const { serverPaintedOf } = await freshRegistry();
    const root = document.createElement('div');
    expect(serverPaintedOf(root)).toEqual(['']);
    root.dataset.serverPainted = 'review-actions patient-summary';
    expect(serverPaintedOf(root)).toEqual(['review-actions', 'patient-summary']);
  });

  it('load by name before hydrating, nested parts as their parents declare them, unknown names skipped', async () => {
    const registry = await freshRegistry();
    const loads: string[] = [];
    const inner = () => {
      loads.push('smart-record-notice');
      return Promise.resolve(() => <p>inner</p>);
    };
    // The parent's module, once loaded, declares the nested part (as integrated-notices.tsx does).
    registry.serverPaintedLazy('integrated-notices', () => {
      loads.push('integrated-notices');
      registry.serverPaintedLazy('smart-record-notice', inner);
      return Promise.resolve(() => <p>outer</p>);
    });
    registry.serverPaintedLazy('review-actions', () => {
      loads.push('review-actions');
      return Promise.resolve(() => <p>actions</p>);
    });
    await registry.loadServerPainted(['integrated-notices', 'smart-record-notice', 'no-such-part']);
    expect(loads).toEqual(['integrated-notices', 'smart-record-notice']);
  });
});

/** Hydrates `app` in `container` under act, as Testing Library renders. */
function hydrated(container: HTMLElement, app: ReactNode): Root {
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, app);
  });
  if (root === undefined) throw new Error('hydrateRoot returned no root');
  return root;
}

describe('hydrating a part the server painted', () => {
  /** The part's own code: the patient's age, as the page above it reads it. */
  const Summary = ({ age }: { age: string }) => <p className="summary">{age}</p>;

  /**
   * The server's markup of a page whose part shows what the page reads from a store, and the
   * browser's page, whose part's code arrives when the test says so.
   */
  async function paintedPage() {
    const patient = testStore('40 år');
    const page = (Part: ComponentType<{ age: string }>) => {
      function Page() {
        const age = useSyncExternalStore(patient.subscribe, patient.get, patient.get);
        return (
          <main>
            <Suspense fallback={null}>
              <Part age={age} />
            </Suspense>
          </main>
        );
      }
      return <Page />;
    };

    const server = await freshRegistry();
    const ServerPart = server.serverPaintedLazy('patient-summary', () => Promise.resolve(Summary));
    await server.preloadServerPainted();
    const { result: markup, painted } = server.collectServerPainted(() =>
      renderToString(page(ServerPart)),
    );
    const container = document.createElement('div');
    container.dataset.serverPainted = painted.join(' ');
    container.innerHTML = markup;
    document.body.append(container);

    const browser = await freshRegistry();
    const code = deferred<ComponentType<{ age: string }>>();
    const BrowserPart = browser.serverPaintedLazy('patient-summary', () => code.promise);
    const painting = container.querySelector('.summary');
    return { browser, container, painting, patient, code, app: page(BrowserPart) };
  }

  it('keeps the server’s markup through an update when its code was loaded first', async () => {
    const { browser, container, painting, patient, code, app } = await paintedPage();
    const loaded = browser.loadServerPainted(browser.serverPaintedOf(container));
    code.resolve(Summary);
    await loaded;
    const root = hydrated(container, app);
    act(() => {
      patient.set('41 år');
    });
    expect(painting?.isConnected).toBe(true);
    expect(painting?.textContent).toBe('41 år');
    act(() => {
      root.unmount();
    });
  });

  // Why the app waits for the code (start-app.tsx): React's own behaviour, which this test would
  // show changed should React one day keep the markup anyway.
  it('drops the server’s markup at an update that cannot wait, when its code was still loading', async () => {
    const { container, painting, patient, app } = await paintedPage();
    const root = hydrated(container, app);
    expect(painting?.isConnected).toBe(true);
    act(() => {
      patient.set('41 år');
    });
    expect(painting?.isConnected).toBe(false);
    expect(container.querySelector('.summary')).toBeNull();
    act(() => {
      root.unmount();
    });
  });
});
