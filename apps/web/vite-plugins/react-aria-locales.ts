import type { Plugin } from 'vite';

/**
 * React Aria ships its own strings (announcements, hidden labels) in 34 locales, and every
 * component imports them all: about 90 kB of the first page. The app gives React Aria one locale,
 * sv-SE (app/providers.tsx), and en-US is its fallback; the other locales' strings are built as
 * empty, as React Aria's optimize-locales plugin does (ADR 26).
 */
const KEPT_LOCALES = new Set(['sv-SE', 'en-US']);
const REACT_ARIA_LOCALE =
  /[\\/]node_modules[\\/](?:@react-aria[\\/][^\\/]+|@react-stately[\\/][^\\/]+|react-aria|react-aria-components|react-stately)[\\/]dist[\\/].*[\\/]intl[\\/](?:.+[\\/])?([a-z]{2}-[A-Z]{2})\.m?js$/;

export function reactAriaLocales(): Plugin {
  return {
    name: 'medkompass:react-aria-locales',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const locale = REACT_ARIA_LOCALE.exec(id)?.[1];
      return locale === undefined || KEPT_LOCALES.has(locale) ? null : 'export default {};';
    },
  };
}
