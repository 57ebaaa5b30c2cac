import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { validateBundle } from './bundle-validation.ts';

const demoPath = path.resolve(import.meta.dirname, '../../../../knowledge-base/demo-kb.json');
const demo = (): KbBundle => JSON.parse(fs.readFileSync(demoPath, 'utf8')) as KbBundle;

function problemsOf(bundle: unknown): string[] {
  const result = validateBundle(bundle);
  return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
}

describe('validateBundle', () => {
  it('accepts the shipped demo knowledge base', () => {
    expect(problemsOf(demo())).toEqual([]);
  });

  it('reports shape errors by path', () => {
    const bundle = demo();
    (bundle.products[1] as { nplId: string }).nplId = '42';
    (bundle.interactions[0] as { sevClassification: string }).sevClassification = 'E';
    const problems = problemsOf(bundle);
    expect(problems).toContainEqual(expect.stringMatching(/^products\[1\]\.nplId: /));
    expect(problems).toContainEqual(
      expect.stringMatching(/^interactions\[0\]\.sevClassification: /),
    );
  });

  it('reports every dangling reference and duplicate, not only the first', () => {
    const bundle = demo();
    const group = bundle.products[0]?.drugFormGroups[0];
    if (!group?.substances[0]) throw new Error('demo product without substances');
    group.substances[0].nslId = 'IDNOSUCHSUBSTANCE';
    const first = bundle.interactions[0];
    if (!first) throw new Error('demo without interactions');
    bundle.interactions.push({ ...first, id: 'copy' });
    bundle.interactions.push({
      ...first,
      id: 'self',
      substanceNslIds: [first.substanceNslIds[0], first.substanceNslIds[0]],
    });
    first.textIds.mechanism = 'missing-text';
    bundle.substances.push({ ...bundle.substances[0]!, topParent: 'IDNOSUCHPARENT' });

    const problems = problemsOf(bundle);
    expect(problems).toContain(
      'products[0].drugFormGroups[0].substances[0].nslId: okänd substans IDNOSUCHSUBSTANCE',
    );
    expect(problems).toContain('interactions[0].textIds.mechanism: okänd text missing-text');
    expect(problems).toContainEqual(
      expect.stringMatching(/^interactions\[5\]: paret .* finns redan$/),
    );
    expect(problems).toContain('interactions[6]: en substans kan inte interagera med sig själv');
    expect(problems).toContainEqual(expect.stringMatching(/^substances\[6\]\.nslId: dubblett av /));
    expect(problems).toContain('substances[6]: okänd substans IDNOSUCHPARENT');
  });

  it('rejects something that is not a bundle at all', () => {
    expect(problemsOf(null).length).toBeGreaterThan(0);
    expect(problemsOf({ manifest: {} }).length).toBeGreaterThan(0);
  });
});
