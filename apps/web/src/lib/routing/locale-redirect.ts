import { rememberedLocale } from '../cookies/cookies.ts';
import { startPathOf } from '../page-language.ts';

/**
 * Where the bare root address leads for a remembered language (specification §1: redirect by
 * locale happens only on the root path): the English start for English, else nowhere (null). An
 * address with a query (a search list, a record system's data) is always served as it is.
 */
export function localeRedirectTarget(url: URL, cookies: string): string | null {
  if (url.pathname !== '/' || url.search !== '') return null;
  const language = rememberedLocale(cookies);
  return language === 'sv' ? null : startPathOf(language);
}

/** On load, before the router reads the address: the root in the remembered language. */
export function redirectByLocale(location: Location, history: History, cookies: string): void {
  const target = localeRedirectTarget(new URL(location.href), cookies);
  if (target !== null) history.replaceState(null, '', target);
}
