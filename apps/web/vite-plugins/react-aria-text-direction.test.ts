import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEFT_TO_RIGHT_TAG, withLeftToRightFastPath } from './react-aria-text-direction.ts';

const repo = path.resolve(import.meta.dirname, '..', '..', '..');
const utilsModule = path.join(repo, 'node_modules/react-aria/dist/private/i18n/utils.mjs');

type IsRtl = (locale: string) => boolean;

/** The isRTL of a module's source, run as a script (the module imports nothing). */
function isRtlOf(source: string): IsRtl {
  const script = source.replace(/export \{(\S+) as isRTL\};/, 'exported.isRTL = $1;');
  const exported: { isRTL?: IsRtl } = {};
  vm.runInNewContext(script, { exported });
  if (!exported.isRTL) throw new Error('the rewritten module exports no isRTL');
  return exported.isRTL;
}

/** React Aria's isRTL as installed, and as the plugin rewrites it. */
async function bothIsRtl(): Promise<{ original: IsRtl; rewritten: IsRtl }> {
  const original = ((await import(utilsModule)) as { isRTL: IsRtl }).isRTL;
  const rewritten = isRtlOf(withLeftToRightFastPath(fs.readFileSync(utilsModule, 'utf8')));
  return { original, rewritten };
}

const region = fc.stringMatching(/^[A-Za-z]{2}$/);
const appTag = fc
  .tuple(fc.constantFrom('sv', 'en'), fc.option(region, { nil: undefined }))
  .map(([language, area]) => (area === undefined ? language : `${language}-${area}`));
const otherTag = fc.oneof(
  fc.constantFrom('ar', 'he-IL', 'fa-IR', 'ku-Arab', 'sv-Arab', 'en-Hebr-US', 'ur', 'fi-FI', 'de'),
  fc
    .array(fc.stringMatching(/^[a-z]{2,3}$|^[A-Z][a-z]{3}$|^[A-Z]{2}$/), {
      minLength: 1,
      maxLength: 3,
    })
    .map((subtags) => subtags.join('-')),
);

describe('React Aria text direction fast path', () => {
  it('answers left to right for exactly the tags where React Aria itself does', async () => {
    const { original } = await bothIsRtl();
    fc.assert(
      fc.property(appTag, (tag) => {
        expect(LEFT_TO_RIGHT_TAG.test(tag)).toBe(true);
        expect(original(tag)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('gives React Aria’s answer for every tag, the app’s and others', async () => {
    const { original, rewritten } = await bothIsRtl();
    expect(rewritten('ar-EG')).toBe(true);
    expect(rewritten('sv-Arab')).toBe(true);
    fc.assert(
      fc.property(fc.oneof(appTag, otherTag), (tag) => {
        let expected: boolean | 'throws';
        try {
          expected = original(tag);
        } catch {
          expected = 'throws';
        }
        if (expected === 'throws') expect(() => rewritten(tag)).toThrow();
        else expect(rewritten(tag)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('fails when the module no longer has the function it rewrites', () => {
    expect(() => withLeftToRightFastPath('export const isRTL = () => false;')).toThrow(
      /0 isRTL\(localeString\) functions/,
    );
  });
});
