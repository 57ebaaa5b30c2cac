import { describe, expect, it } from 'vitest';
import { localeRedirectTarget, redirectByLocale } from './locale-redirect.ts';

const url = (path: string) => new URL(path, 'https://medkompass.test');

describe('redirect by the remembered language', () => {
  it('leads the root to the English start when English is remembered', () => {
    expect(localeRedirectTarget(url('/'), 'medkompass_locale=en')).toBe('/en/sexandgender');
  });

  it('leaves the root Swedish by default and for Swedish', () => {
    expect(localeRedirectTarget(url('/'), '')).toBeNull();
    expect(localeRedirectTarget(url('/'), 'medkompass_locale=sv')).toBeNull();
  });

  it('happens only on the bare root path', () => {
    const english = 'medkompass_locale=en';
    expect(localeRedirectTarget(url('/genus'), english)).toBeNull();
    expect(localeRedirectTarget(url('/about/om-medkompass'), english)).toBeNull();
    expect(localeRedirectTarget(url('/?nslIds=IDE1&jmi=true'), english)).toBeNull();
  });

  it('replaces the address on load, so Back does not return to the root', () => {
    const calls: unknown[][] = [];
    const history = {
      replaceState: (...args: unknown[]) => calls.push(args),
    } as unknown as History;
    redirectByLocale(
      { href: 'https://medkompass.test/' } as Location,
      history,
      'medkompass_locale=en',
    );
    redirectByLocale({ href: 'https://medkompass.test/' } as Location, history, '');
    expect(calls).toEqual([[null, '', '/en/sexandgender']]);
  });
});
