import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCheapLocaleCheck } from './react-aria-default-locale.ts';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const defaultLocaleModule = path.join(
  repo,
  'node_modules/react-aria/dist/private/i18n/useDefaultLocale.mjs',
);

function throws(run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch {
    return true;
  }
}

/** A language tag's shape: subtags of letters and digits joined by hyphens, valid or not. */
const tagLike = fc
  .array(fc.stringMatching(/^[a-zA-Z0-9]{1,9}$/), { minLength: 1, maxLength: 5 })
  .map((subtags) => subtags.join('-'));

describe('React Aria default-locale check', () => {
  it('rejects exactly the tags supportedLocalesOf rejects', () => {
    const known = fc.constantFrom(
      'sv-SE',
      'en-US',
      'sv',
      'zh-Hant-TW',
      'i-klingon',
      'x-private',
      'en_US',
      '',
      'en-u-ca-gregory',
    );
    fc.assert(
      fc.property(fc.oneof(known, tagLike, fc.string()), (tag) => {
        expect(throws(() => new Intl.Locale(tag))).toBe(
          throws(() => Intl.DateTimeFormat.supportedLocalesOf([tag])),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('replaces the installed module’s supportedLocalesOf call', () => {
    const rewritten = withCheapLocaleCheck(fs.readFileSync(defaultLocaleModule, 'utf8'));
    expect(rewritten).not.toContain('supportedLocalesOf');
    expect(rewritten).toContain('new Intl.Locale(locale)');
  });

  it('fails when the module no longer has the call it replaces', () => {
    expect(() => withCheapLocaleCheck('export const locale = navigator.language;')).toThrow(
      /0 supportedLocalesOf/,
    );
  });
});
