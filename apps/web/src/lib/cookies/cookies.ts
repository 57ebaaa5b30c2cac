import type { PageLanguage } from '../page-language.ts';

/** The app's only cookies (specification §9; the about page's 'Kakor' section lists them). */
export const CONSENT_COOKIE = 'medkompass_cookie_consent';
export const LOCALE_COOKIE = 'medkompass_locale';
/** Whether the visitor allows anonymous statistics: 'yes' or 'no'; absent means no (ADR 0045). */
export const STATISTICS_COOKIE = 'medkompass_statistics';

const DAY_SECONDS = 24 * 60 * 60;
/** Consent is remembered one year, the language 365 days (specification §9). */
export const CONSENT_MAX_AGE_SECONDS = 365 * DAY_SECONDS;
export const LOCALE_MAX_AGE_SECONDS = 365 * DAY_SECONDS;

/** A cookie's value in a `document.cookie` string; null when it is not there. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** A `document.cookie` assignment: path '/', SameSite=Lax, Secure on https. */
export function cookieAssignment(
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  const attributes = [`Max-Age=${maxAgeSeconds}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

export function hasConsented(cookies: string): boolean {
  return readCookie(cookies, CONSENT_COOKIE) === 'yes';
}

/** The remembered language; Swedish when none is (specification §1: Swedish is the default). */
export function rememberedLocale(cookies: string): PageLanguage {
  return readCookie(cookies, LOCALE_COOKIE) === 'en' ? 'en' : 'sv';
}

const isSecure = () => window.location.protocol === 'https:';

export function rememberConsent(): void {
  document.cookie = cookieAssignment(CONSENT_COOKIE, 'yes', CONSENT_MAX_AGE_SECONDS, isSecure());
  // The notice closes wherever the answer was given (the cookie page's setting too).
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

/** Sent on the window when the visitor has answered the cookie notice, wherever they did. */
export const CONSENT_EVENT = 'medkompass:cookie-consent';

/** Remembers the page's language, writing only when it changed. */
export function rememberLocale(language: PageLanguage): void {
  if (readCookie(document.cookie, LOCALE_COOKIE) === language) return;
  document.cookie = cookieAssignment(LOCALE_COOKIE, language, LOCALE_MAX_AGE_SECONDS, isSecure());
}
