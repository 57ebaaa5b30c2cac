import { describe, expect, it, vi } from 'vitest';
import { onDemandModule, startLoad } from './on-demand-module.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('onDemandModule', () => {
  it('imports nothing until asked, then once however often it is asked', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = onDemandModule(importer);

    expect(importer).not.toHaveBeenCalled();
    expect(module.current()).toEqual({ status: 'idle' });

    const first = module.load();
    const second = module.load();
    expect(module.current()).toEqual({ status: 'loading' });
    await expect(first).resolves.toEqual({ answer: 42 });
    await expect(second).resolves.toEqual({ answer: 42 });
    await module.load();

    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.current()).toEqual({ status: 'loaded', module: { answer: 42 } });
  });

  it('says a load failed, and tries again when asked again', async () => {
    const attempts = [deferred<string>(), deferred<string>()];
    let attempt = 0;
    const module = onDemandModule(() => attempts[attempt++]!.promise);

    startLoad(module);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    attempts[0]!.reject(failure);
    await vi.waitFor(() => {
      expect(module.current()).toEqual({ status: 'failed', error: failure });
    });

    const retry = module.load();
    expect(module.current().status).toBe('loading');
    attempts[1]!.resolve('loaded at last');
    await expect(retry).resolves.toBe('loaded at last');
    expect(module.current()).toEqual({ status: 'loaded', module: 'loaded at last' });
    expect(attempt).toBe(2);
  });

  it('startLoad leaves no unhandled rejection behind', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startLoad(onDemandModule(() => Promise.reject(new Error('offline'))));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
