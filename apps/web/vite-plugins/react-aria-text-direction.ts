import type { Plugin } from 'vite';
import { rewriteModule } from './rewrite-module.ts';

/**
 * React Aria asks whether a locale is written right to left when its i18n module loads (for the
 * browser's locale) and again when the app's I18nProvider renders (for sv-SE or en-GB). It answers
 * with `new Intl.Locale(tag).maximize()`, whose first call loads ICU's likely-subtags data: about
 * 40 ms at a phone's speed, inside the task that evaluates the first page's scripts
 * (bench/README.md, "Intl data at start-up").
 *
 * Swedish and English are written left to right in every region, so a tag that is only one of
 * those languages, with or without a region, is answered at once; every other tag still takes
 * React Aria's own path (the tests check the two agree).
 */
const I18N_UTILS_MODULE =
  /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/;
const IS_RTL = /function (\$\w+\$export\$\w+)\(localeString\) \{\n/g;

/** The app's languages, bare or with a two-letter region: always left to right. */
export const LEFT_TO_RIGHT_TAG = /^(?:sv|en)(?:-[A-Za-z]{2})?$/;

/** React Aria's i18n utils with the fast answer first in `isRTL`; throws when the module changed. */
export function withLeftToRightFastPath(code: string): string {
  const found = [...code.matchAll(IS_RTL)];
  const exported = found.length === 1 && code.includes(`${found[0]?.[1]} as isRTL}`);
  if (!exported) {
    throw new Error(
      `react-aria's i18n/utils.mjs has ${found.length} isRTL(localeString) functions where 1 was expected: review vite-plugins/react-aria-text-direction.ts for this React Aria version`,
    );
  }
  return code.replace(
    IS_RTL,
    (declaration) =>
      `${declaration}    if (${LEFT_TO_RIGHT_TAG}.test(localeString)) return false;\n`,
  );
}

export function reactAriaTextDirection(): Plugin {
  return rewriteModule(
    'medkompass:react-aria-text-direction',
    I18N_UTILS_MODULE,
    withLeftToRightFastPath,
  );
}
