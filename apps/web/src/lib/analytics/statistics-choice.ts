import {
  CONSENT_MAX_AGE_SECONDS,
  cookieAssignment,
  readCookie,
  STATISTICS_COOKIE,
} from '../cookies/cookies.ts';

/** The visitor's statistics choice; null while none is made (which counts as no). */
export function statisticsChoice(cookies: string): boolean | null {
  const value = readCookie(cookies, STATISTICS_COOKIE);
  return value === 'yes' ? true : value === 'no' ? false : null;
}

/** Remembers the statistics choice a year, as the cookie notice's answer is. */
export function rememberStatisticsChoice(allowed: boolean): void {
  document.cookie = cookieAssignment(
    STATISTICS_COOKIE,
    allowed ? 'yes' : 'no',
    CONSENT_MAX_AGE_SECONDS,
    window.location.protocol === 'https:',
  );
}
