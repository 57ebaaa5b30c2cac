// The demo's editorial checks (checks.ts) on the built bundle, and the one on birth-defect classes
// that carry the most severe period of the pregnancy (ADR 25, addendum; issue 27).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kbBundleSchema, type KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { bundleProblems } from './checks.ts';

const demo = (): KbBundle =>
  kbBundleSchema.parse(
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'demo-kb.json'), 'utf8')),
  );

/** The demo with one birth-defect document changed. */
function withBirthDefect(
  id: string,
  change: Partial<KbBundle['birthDefectDocuments'][number]>,
): KbBundle {
  const bundle = demo();
  const index = bundle.birthDefectDocuments.findIndex((d) => d.id === id);
  expect(index, id).toBeGreaterThanOrEqual(0);
  const document = bundle.birthDefectDocuments[index];
  if (document) bundle.birthDefectDocuments[index] = { ...document, ...change };
  return bundle;
}

const periodProblems = (bundle: KbBundle): string[] =>
  bundleProblems(bundle).filter((p) => p.startsWith('birthDefectDocuments'));

describe('the demo bundle', () => {
  it('passes every editorial check', () => {
    expect(bundleProblems(demo())).toEqual([]);
  });

  it('gives every NSAID, acetylsalicylic acid included, fetal class 3 (never in the third trimester)', () => {
    const bundle = demo();
    const nsaids = bundle.substances.filter(
      (s) => s.isTopParent && s.atcCodes.some((code) => /^(M01A|N02BA01)/.test(code)),
    );
    expect(nsaids.map((s) => s.name).sort()).toEqual([
      'acetylsalicylsyra',
      'celekoxib',
      'diklofenak',
      'etorikoxib',
      'ibuprofen',
      'ketoprofen',
      'meloxikam',
      'naproxen',
    ]);
    for (const nsaid of nsaids) {
      const documents = bundle.birthDefectDocuments.filter((d) => d.nslIds.includes(nsaid.nslId));
      expect(
        documents.map((d) => d.classificationLevel),
        nsaid.name,
      ).toEqual([3]);
    }
  });
});

describe('birth-defect classes carry the most severe period', () => {
  it('refuses a class below 3 for a drug never to be used in part of the pregnancy', () => {
    expect(periodProblems(withBirthDefect('bd-ibuprofen', { classificationLevel: 2 }))).toEqual([
      expect.stringMatching(/bd-ibuprofen ska inte användas .* har klass 2; ska vara 3$/),
    ]);
    const contraindicated = withBirthDefect('bd-paracetamol', {
      assessment: 'Kontraindicerat under tredje trimestern.',
    });
    expect(periodProblems(contraindicated)).toHaveLength(1);
  });

  it('refuses class 1 for a drug to be avoided in part of the pregnancy', () => {
    expect(
      periodProblems(withBirthDefect('bd-nitrofurantoin', { classificationLevel: 1 })),
    ).toEqual([expect.stringMatching(/bd-nitrofurantoin bör undvikas .* ska vara minst 2$/)]);
  });

  it("leaves a '?' class and advice without a period alone", () => {
    expect(periodProblems(withBirthDefect('bd-ibuprofen', { classificationLevel: null }))).toEqual(
      [],
    );
    const wholePregnancy = withBirthDefect('bd-paracetamol', {
      assessment: 'Ska inte användas under graviditet eftersom det saknar indikation.',
    });
    expect(periodProblems(wholePregnancy)).toEqual([]);
  });
});
