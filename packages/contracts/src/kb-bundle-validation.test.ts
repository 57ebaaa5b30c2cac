import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kbBundleSchema, type KbBundle } from './kb-bundle.ts';
import { validateBundle } from './kb-bundle-validation.ts';

const demoPath = path.resolve(import.meta.dirname, '../../../knowledge-base/demo-kb.json');
// Parsed, so sections a bundle may leave out are present (empty) and can be added to.
const demo = (): KbBundle => kbBundleSchema.parse(JSON.parse(fs.readFileSync(demoPath, 'utf8')));

function problemsOf(bundle: unknown): string[] {
  const result = validateBundle(bundle);
  return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
}

/** A demo bundle broken by `change`; the problems it has that the demo has not. */
function problemsAfter(change: (bundle: KbBundle) => void): string[] {
  const bundle = demo();
  change(bundle);
  return problemsOf(bundle);
}

const renalDocument = (ranges: [number, number][]): KbBundle['renalDocuments'][number] => ({
  id: 'renal-test',
  documentTitle: 'Test',
  nephrotoxic: false,
  background: '',
  nslIds: ['IDDEMOWARFARIN'],
  nplIds: [],
  updated: '2026-11-01',
  recommendations: ranges.map(([gfrMin, gfrMax]) => ({
    recommendationText: 'Text',
    classification: { code: 'A', description: 'A' },
    renalFailureDegree: { gfrMin, gfrMax },
  })),
});

describe('validateBundle', () => {
  it('accepts the shipped demo knowledge base', () => {
    expect(problemsOf(demo())).toEqual([]);
  });

  it('reports shape errors by path', () => {
    const problems = problemsAfter((b) => {
      (b.products[1] as { nplId: string }).nplId = '42';
      (b.interactions[0] as { sevClassification: string }).sevClassification = 'E';
    });
    expect(problems).toContainEqual(expect.stringMatching(/^products\[1\]\.nplId: /));
    expect(problems).toContainEqual(
      expect.stringMatching(/^interactions\[0\]\.sevClassification: /),
    );
  });

  it('rejects something that is not a bundle at all', () => {
    expect(problemsOf(null).length).toBeGreaterThan(0);
    expect(problemsOf({ manifest: {} }).length).toBeGreaterThan(0);
  });

  it('reports unknown substances and products wherever they are referenced', () => {
    const problems = problemsAfter((b) => {
      b.products[0]!.drugFormGroups[0]!.substances[0]!.nslId = 'IDNOSUCHSUBSTANCE';
      b.renalDocuments.push({ ...renalDocument([[0, 14]]), nplIds: ['12345678901234'] });
      b.sideEffects.push({ nslId: 'IDNOSUCHSIDEEFFECT', effects: [] });
    });
    expect(problems).toContain('products[0]: okänd substans IDNOSUCHSUBSTANCE');
    expect(problems).toContainEqual(
      expect.stringMatching(/^renalDocuments\[\d+\]: okänt läkemedel 12345678901234$/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^sideEffects\[\d+\]: okänd substans IDNOSUCHSIDEEFFECT$/),
    );
  });

  it('reports duplicate ids within a section', () => {
    const problems = problemsAfter((b) => {
      b.substances.push({ ...b.substances[0]! });
      b.interactionTexts.push({ ...b.interactionTexts[0]! });
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^substances\[\d+\]: dubblett av id IDDEMO/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^interactionTexts\[\d+\]: dubblett av id /),
    );
  });

  it('reports self-pairs, repeated pairs, missing texts and colliding drug-form classifications', () => {
    const problems = problemsAfter((b) => {
      const first = b.interactions[0]!;
      b.interactions.push({ ...first, id: 'copy' });
      b.interactions.push({
        ...first,
        id: 'self',
        substanceNslIds: [first.substanceNslIds[0], first.substanceNslIds[0]],
      });
      first.textIds.mechanism = 'missing-text';
      const [x, y] = first.substanceNslIds;
      first.drugFormGroups = [
        { nslId: x, administrations: ['topical'], sevClassification: 'B', docClassification: 2 },
        { nslId: x, administrations: ['topical'], sevClassification: 'A', docClassification: 2 },
        // The same route on the other substance is another drug form: no collision.
        { nslId: y, administrations: ['topical'], sevClassification: 'A', docClassification: 2 },
        {
          nslId: 'IDNOTINPAIR',
          administrations: ['peroral'],
          sevClassification: 'C',
          docClassification: 1,
        },
      ];
    });
    const copy = demo().interactions.length;
    expect(problems).toContain('interactions[0].textIds.mechanism: okänd text missing-text');
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^interactions\\[${copy}\\]: paret .* finns redan$`)),
    );
    expect(problems).toContain(
      `interactions[${copy + 1}]: en substans kan inte interagera med sig själv`,
    );
    expect(problems).toContain(
      'interactions[0].drugFormGroups: en administrationsväg har flera klassificeringar',
    );
    expect(problems).toContain(
      'interactions[0].drugFormGroups[3].nslId: IDNOTINPAIR är inte en av parets substanser',
    );
    expect(problems.filter((p) => p.startsWith('interactions[0].drugFormGroups'))).toHaveLength(2);
  });

  it('reports parent and child substances that disagree', () => {
    const problems = problemsAfter((b) => {
      b.substances[0]!.topParent = 'IDNOSUCHPARENT';
      b.substances[1]!.childNslIds = [b.substances[2]!.nslId];
    });
    expect(problems).toContain(
      'substances[0]: isTopParent ska vara sant precis när topParent saknas',
    );
    expect(problems).toContain('substances[0]: okänd substans IDNOSUCHPARENT');
    expect(problems).toContainEqual(
      expect.stringMatching(/^substances\[1\]: IDDEMO\w+ har en annan topParent$/),
    );
  });

  it('reports a synonym that names another substance too, in any case', () => {
    const problems = problemsAfter((b) => {
      // substances[1] is ibuprofen; 'Warfarin' is substances[2]'s name.
      b.substances[1]!.synonyms = ['ibuprofen', ' WARFARIN '];
    });
    expect(problems).toEqual([
      'substances[1].synonyms[1]: WARFARIN är också ett namn på IDDEMOWARFARIN',
    ]);
  });

  it('reports a special substance not marked as special', () => {
    const problems = problemsAfter((b) => {
      b.substances[0]!.isSpecial = false;
      b.specialSubstances.push({
        nslId: b.substances[0]!.nslId,
        isTopParent: true,
        interactionStatus: 'assessed',
      });
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^specialSubstances\[\d+\]: IDDEMO\w+ är inte markerad isSpecial$/),
    );
  });

  it('reports special substances whose flags disagree with the substance', () => {
    const problems = problemsAfter((b) => {
      b.substances[0]!.isSpecial = true;
      const special = b.specialSubstances[0];
      if (special) special.isTopParent = !special.isTopParent;
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^substances\[0\]: IDDEMO\w+ saknas bland specialSubstances$/),
    );
    expect(problems).toContain('specialSubstances[0]: isTopParent skiljer sig från substansen');
  });

  it('reports a document about nothing', () => {
    const problems = problemsAfter((b) => {
      b.renalDocuments.push({ ...renalDocument([[0, 14]]), nslIds: [], nplIds: [] });
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^renalDocuments\[\d+\]: länkar till inget$/),
    );
  });

  it('reports renal intervals that are reversed or overlap', () => {
    const problems = problemsAfter((b) => {
      b.renalDocuments.push(
        renalDocument([
          [30, 59],
          [15, 30],
          [60, 50],
        ]),
      );
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/recommendations: intervallen 15–30 och 30–59 överlappar$/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/recommendations: intervallet 60–50 är bakvänt$/),
    );
  });

  it('reports classification codes that disagree with their levels', () => {
    const problems = problemsAfter((b) => {
      b.lactationDocuments.push({
        id: 'lact-test',
        documentTitle: 'Test',
        recommendation: 'Text',
        publicRecommendation: 'Text',
        classification: { level: 3, code: '2' },
        background: '',
        nslIds: ['IDDEMOWARFARIN'],
        nplIds: [],
        updated: '2026-11-01',
      });
      b.genusDocuments.push({
        id: 'genus-test',
        documentTitle: 'Test',
        classificationLevel: 4,
        classificationCode: 'C',
        summary: 'Text',
        background: '',
        nslIds: ['IDDEMOWARFARIN'],
        nplIds: [],
        updated: '2026-11-01',
      });
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^lactationDocuments\[\d+\]\.classification: nivå 3 ska ha koden 3$/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^genusDocuments\[\d+\]\.classificationCode: nivå 4 ska ha koden 'C!'$/,
      ),
    );
  });

  it('reports riskprofile values for undefined properties and overlapping levels', () => {
    const problems = problemsAfter((b) => {
      b.riskProperties = [
        {
          id: 'sedation',
          propertyId: 'sedation',
          name: { sv: 'Sedering', en: 'Sedation' },
          algorithm: 'sum',
          levels: [
            { level: 0, min: 0, max: 2 },
            { level: 1, min: 2, max: 3 },
          ],
        },
      ];
      b.riskProfiles = [
        {
          nslId: 'IDDEMOWARFARIN',
          properties: [{ propertyId: 'bleeding', values: { peroral: 3 } }],
        },
      ];
    });
    expect(problems).toContain('riskProperties[0].levels: intervallen 0–2 och 2–3 överlappar');
    expect(problems).toContain(
      'riskProfiles[0].properties[0]: egenskapen bleeding saknar definition',
    );
  });
});

describe('validateBundle: duplication classes (ADR 36)', () => {
  const duplicationClass = (
    id: string,
    atcPrefixes: string[],
  ): KbBundle['duplicationClasses'][number] => ({
    id,
    name: 'testgrupp',
    atcPrefixes,
    hazard: 'Risk.',
    advice: 'Råd.',
  });

  it('imports a bundle without duplication classes (older bundles) as having none', () => {
    const older: Partial<KbBundle> = demo();
    delete older.duplicationClasses;
    const result = validateBundle(older);
    expect(result.ok && result.bundle.duplicationClasses).toEqual([]);
  });

  it('rejects a class whose ATC prefix is not a code of level 2–5, naming the class', () => {
    const problems = problemsAfter((b) => {
      b.duplicationClasses = [
        duplicationClass('giltig', ['N06AB']),
        duplicationClass('ogiltig', ['N06AB', 'N', 'n06ab', 'N06AB061']),
      ];
    });
    for (const index of [1, 2, 3]) {
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^duplicationClasses\\[1\\]\\.atcPrefixes\\[${index}\\]: ATC-prefixet ska vara .* \\(klassen ogiltig\\)$`,
          ),
        ),
      );
    }
    expect(problems.filter((p) => p.startsWith('duplicationClasses[0]'))).toEqual([]);
    expect(problems.filter((p) => p.startsWith('duplicationClasses[1].atcPrefixes[0]'))).toEqual(
      [],
    );
  });

  it('rejects a class without prefixes, texts or a well-formed id', () => {
    const problems = problemsAfter((b) => {
      b.duplicationClasses = [
        { ...duplicationClass('tom', []), hazard: '', advice: '' },
        duplicationClass('Med Mellanslag', ['C09']),
      ];
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^duplicationClasses\[0\]\.atcPrefixes: .*\(klassen tom\)$/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^duplicationClasses\[0\]\.hazard: .*\(klassen tom\)$/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^duplicationClasses\[0\]\.advice: /));
    expect(problems).toContainEqual(expect.stringMatching(/^duplicationClasses\[1\]\.id: /));
  });

  it('rejects a repeated class id and a prefix another of the class already covers', () => {
    const problems = problemsAfter((b) => {
      b.duplicationClasses = [
        duplicationClass('ssri', ['N06AB', 'N06AB06', 'N06AX16', 'N06AX16']),
        duplicationClass('ssri', ['N06AB']),
      ];
    });
    expect(problems).toContain('duplicationClasses[1]: dubblett av id ssri');
    expect(problems).toContain(
      'duplicationClasses[0].atcPrefixes[1]: klassen ssri: ATC-prefixet N06AB06 täcks redan av N06AB',
    );
    expect(problems).toContain(
      'duplicationClasses[0].atcPrefixes[3]: klassen ssri: ATC-prefixet N06AX16 står två gånger',
    );
    expect(problems.filter((p) => p.startsWith('duplicationClasses[0]'))).toHaveLength(2);
  });
});
