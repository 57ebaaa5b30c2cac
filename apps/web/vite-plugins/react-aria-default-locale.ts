import type { Plugin } from 'vite';
import { rewriteModule } from './rewrite-module.ts';

/**
 * React Aria works out the browser's locale when its i18n module loads, and checks that the
 * language tag is valid with `Intl.DateTimeFormat.supportedLocalesOf`. That call makes V8 list
 * every locale ICU has: 25–35 ms on a desktop, four times that on a phone, in the task that
 * evaluates the first page's scripts, before anything is painted (ADR 30). The app gives React
 * Aria its locale (app/providers.tsx), so the default is not even used.
 *
 * `new Intl.Locale(tag)` throws for exactly the tags `supportedLocalesOf([tag])` throws for (both
 * check the tag's structure and nothing else; the tests check the two agree) and costs nothing.
 */
const DEFAULT_LOCALE_MODULE =
  /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
const SUPPORTED_LOCALES_CHECK =
  /Intl\.DateTimeFormat\.supportedLocalesOf\(\s*\[\s*locale\s*\]\s*\)/g;
const CHEAP_CHECK = 'new Intl.Locale(locale)';

/** React Aria's default-locale module with the cheap check; throws when the module has changed. */
export function withCheapLocaleCheck(code: string): string {
  const found = code.match(SUPPORTED_LOCALES_CHECK)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `react-aria's useDefaultLocale.mjs has ${found} supportedLocalesOf([locale]) checks where 1 was expected: review vite-plugins/react-aria-default-locale.ts for this React Aria version`,
    );
  }
  return code.replace(SUPPORTED_LOCALES_CHECK, CHEAP_CHECK);
}

export function reactAriaDefaultLocale(): Plugin {
  return {
    ...rewriteModule(
      'medkompass:react-aria-default-locale',
      DEFAULT_LOCALE_MODULE,
      withCheapLocaleCheck,
    ),
    // If React Aria moves the check to another module, the build says so instead of quietly
    // shipping the slow call again.
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.code.includes('supportedLocalesOf(')) {
          this.error(
            `${output.fileName} calls supportedLocalesOf: React Aria's locale check has moved (vite-plugins/react-aria-default-locale.ts)`,
          );
        }
      }
    },
  };
}
