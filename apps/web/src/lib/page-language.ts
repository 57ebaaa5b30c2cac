import { useLocation } from 'react-router';
import { translatorOf, type Language } from './i18n.ts';

/** The language of a page: English under /en (specification §2 'English routes'), else Swedish. */
export type PageLanguage = Language;

export function languageOfPath(pathname: string): PageLanguage {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'sv';
}

/**
 * The texts of the current page in its language. Pages under /en read en.json (falling back to
 * Swedish for a key it lacks) whatever language the rest of the app is in.
 */
export function usePageTranslation() {
  const lng = languageOfPath(useLocation().pathname);
  return { t: translatorOf(lng), lng };
}

/** The start page in a language: the English start is the sex-and-gender search (§2). */
export function startPathOf(language: PageLanguage): string {
  return language === 'en' ? '/en/sexandgender' : '/';
}

/** A page that exists in both languages (auth, about, kontakt, nav), in the given one. */
export function pathInLanguage(language: PageLanguage, path: `/${string}`): string {
  return language === 'en' ? `/en${path}` : path;
}
