import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_COOKIE,
  cookieAssignment,
  hasConsented,
  readCookie,
  rememberedLocale,
} from './cookies.ts';

describe('cookies', () => {
  it('reads one cookie among others', () => {
    const cookies = `a=1; ${CONSENT_COOKIE}=yes; medkompass_locale=en`;
    expect(readCookie(cookies, 'a')).toBe('1');
    expect(hasConsented(cookies)).toBe(true);
    expect(rememberedLocale(cookies)).toBe('en');
    expect(readCookie(cookies, 'missing')).toBeNull();
  });

  it('knows no consent and Swedish when nothing is stored or the values are foreign', () => {
    expect(hasConsented('')).toBe(false);
    expect(hasConsented(`${CONSENT_COOKIE}=no`)).toBe(false);
    expect(rememberedLocale('')).toBe('sv');
    expect(rememberedLocale('medkompass_locale=de')).toBe('sv');
  });

  it('writes a year-long, site-wide cookie, Secure only on https', () => {
    expect(cookieAssignment('x', 'yes', 31_536_000, false)).toBe(
      'x=yes; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(cookieAssignment('x', 'yes', 60, true)).toContain('; Secure');
  });

  it('reads back any value it writes, and never throws on a foreign cookie string', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, noise) => {
        const written = cookieAssignment('name', value, 1, false).split(';')[0] ?? '';
        expect(readCookie(`other=1; ${written}`, 'name')).toBe(value);
        readCookie(noise, 'name');
      }),
    );
  });
});
