import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAZY_COLLATOR, withLazyCollator } from './react-aria-lazy-collator.ts';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const useCollatorModule = path.join(
  repo,
  'node_modules/react-aria/dist/private/i18n/useCollator.mjs',
);

/** The lazy collator for a locale and options, with a count of the real collators built. */
function lazyCollator(locale: string, options: Intl.CollatorOptions) {
  const built = { count: 0 };
  class CountedCollator extends Intl.Collator {
    constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
      super(...args);
      built.count++;
    }
  }
  const collator = vm.runInNewContext(`(${LAZY_COLLATOR})`, {
    locale,
    options,
    Intl: { Collator: CountedCollator },
  }) as Pick<Intl.Collator, 'compare' | 'resolvedOptions'>;
  return { collator, built };
}

describe('React Aria collator built on first use', () => {
  const searchOptions: Intl.CollatorOptions = { usage: 'search', sensitivity: 'base' };

  it('builds no collator until a comparison, then one for all of them', () => {
    const { collator, built } = lazyCollator('sv-SE', searchOptions);
    expect(built.count).toBe(0);
    expect(collator.compare('Å', 'å')).toBe(0);
    expect(collator.compare('a', 'ä')).not.toBe(0);
    expect(built.count).toBe(1);
    expect(collator.resolvedOptions()).toMatchObject({
      locale: 'sv',
      usage: 'search',
      sensitivity: 'base',
    });
  });

  it('compares as the collator it stands for, also when its compare is passed on alone', () => {
    const { collator } = lazyCollator('sv-SE', searchOptions);
    const real = new Intl.Collator('sv-SE', searchOptions);
    const { compare } = collator;
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(Math.sign(compare(a, b))).toBe(Math.sign(real.compare(a, b)));
      }),
      { numRuns: 500 },
    );
  });

  it('replaces the installed module’s collator construction', () => {
    const rewritten = withLazyCollator(fs.readFileSync(useCollatorModule, 'utf8'));
    expect(rewritten).toContain(LAZY_COLLATOR);
    expect(rewritten.match(/new Intl\.Collator\(/g)).toHaveLength(1);
  });

  it('fails when the module no longer builds the collator it replaces', () => {
    expect(() => withLazyCollator('export const useCollator = () => null;')).toThrow(
      /0 new Intl\.Collator/,
    );
  });
});
