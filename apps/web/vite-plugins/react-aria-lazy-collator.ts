import type { Plugin } from 'vite';
import { rewriteModule } from './rewrite-module.ts';

/**
 * React Aria's lists build an `Intl.Collator` when they first render (useCollator), for the
 * type-ahead that finds an item by its first letters. The first collator of a page loads ICU's
 * collation data for the language: about 60 ms at a phone's speed, in the task that renders the
 * search list's tags on every assessment page (bench/README.md, ADR 51), for a search that only
 * a key pressed in the list ever makes. React Aria uses nothing of the collator but `compare`,
 * so it gets one that builds the real collator on its first comparison.
 */
const USE_COLLATOR_MODULE =
  /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useCollator\.mjs$/;
const COLLATOR_CONSTRUCTION = /new Intl\.Collator\(locale, options\)/g;

/** An expression for a collator of `locale` and `options` that is built on its first use. */
export const LAZY_COLLATOR = `(() => {
  let collator;
  const built = () => (collator ??= new Intl.Collator(locale, options));
  return {
    compare: (a, b) => built().compare(a, b),
    resolvedOptions: () => built().resolvedOptions(),
  };
})()`;

/** React Aria's useCollator with the collator built on first use; throws when it has changed. */
export function withLazyCollator(code: string): string {
  const found = code.match(COLLATOR_CONSTRUCTION)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `react-aria's i18n/useCollator.mjs has ${found} new Intl.Collator(locale, options) where 1 was expected: review vite-plugins/react-aria-lazy-collator.ts for this React Aria version`,
    );
  }
  return code.replace(COLLATOR_CONSTRUCTION, LAZY_COLLATOR);
}

export function reactAriaLazyCollator(): Plugin {
  return rewriteModule(
    'medkompass:react-aria-lazy-collator',
    USE_COLLATOR_MODULE,
    withLazyCollator,
  );
}
