import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { Administration } from '@medkompass/contracts/product.ts';
import { generateAssessmentContent } from './generate-documents.ts';
import { pick, seededRandom } from './random.ts';

export interface GeneratorOptions {
  substances: number;
  products: number;
  interactions: number;
  seed: number;
  /** Also documents for every document source and riskprofiles (generate-documents.ts). */
  documents?: boolean;
}

// Syllables make pronounceable, searchable names ('Kotavelin') with realistic prefix overlap.
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'pra',
  'zo',
  'ti',
  'vel',
  'dor',
  'fen',
  'sa',
  'ru',
  'bi',
  'tam',
  'gli',
  'or',
  'ex',
  'yl',
  'stat',
  'pin',
];
const SUFFIXES = ['in', 'ol', 'an', 'at', 'id', 'on', 'ex', 'il'];
const FORMS: readonly [string, Administration][] = [
  ['Tablett', 'peroral'],
  ['Filmdragerad tablett', 'peroral'],
  ['Kapsel', 'peroral'],
  ['Injektionsvätska', 'parenteral'],
  ['Suppositorium', 'nonPeroral'],
  ['Gel', 'topical'],
];
const SEVERITIES = ['A', 'B', 'C', 'C', 'C', 'D'] as const;
const TEXT_KINDS = ['consequence', 'recommendation', 'mechanism', 'background'] as const;
/** Generated interactions share a pool of texts: content size is not what a benchmark measures. */
const TEXT_POOL = 50;

/**
 * A valid knowledge-base bundle of any size, the same for the same options, for the benchmarks
 * and scale tests. Names are pronounceable and unique; every reference resolves.
 */
export function generateBundle(options: GeneratorOptions): KbBundle {
  const random = seededRandom(options.seed);
  const names = new Set<string>();
  const uniqueName = (capitalised: boolean): string => {
    for (;;) {
      const syllables = 2 + pick(random, 3);
      let name = '';
      for (let i = 0; i < syllables; i++) name += SYLLABLES[pick(random, SYLLABLES.length)] ?? '';
      name += SUFFIXES[pick(random, SUFFIXES.length)] ?? '';
      if (capitalised) name = name.charAt(0).toUpperCase() + name.slice(1);
      if (!names.has(name)) {
        names.add(name);
        return name;
      }
    }
  };

  const substances: KbBundle['substances'] = Array.from({ length: options.substances }, (_, i) => {
    const name = uniqueName(false);
    return {
      nslId: `IDGEN${i.toString(36).toUpperCase().padStart(8, '0')}`,
      name,
      names: [
        { language: 'sv', name },
        { language: 'en', name: `${name}e` },
      ],
      isTopParent: true,
      topParent: null,
      childNslIds: [],
      isSpecial: false,
      atcCodes: [],
    };
  });
  const substanceAt = (index: number) => substances[index % substances.length]?.nslId ?? '';

  const products: KbBundle['products'] = Array.from({ length: options.products }, (_, i) => {
    const [formName, administration] = FORMS[pick(random, FORMS.length)] ?? ['Tablett', 'peroral'];
    const ingredients = 1 + (random() < 0.1 ? 1 : 0);
    const first = pick(random, substances.length);
    return {
      nplId: `98${String(i).padStart(12, '0')}`,
      name: uniqueName(true),
      strength: `${5 * (1 + pick(random, 100))} mg`,
      drugForm: { name: formName, administration },
      drugProductType: random() < 0.02 ? 'LIC' : 'APPROVED',
      atcCodes: [],
      drugFormGroups: [
        {
          substances: Array.from({ length: ingredients }, (_unused, k) => ({
            nslId: substanceAt(first + k),
            isTopParent: true,
            lowDosageFlag: false,
          })),
        },
      ],
    };
  });

  const interactionTexts = TEXT_KINDS.flatMap((kind) =>
    Array.from({ length: TEXT_POOL }, (_, i) => ({
      id: `gen-${kind}-${i}`,
      text: `Genererad ${kind}-text nummer ${i}.`,
    })),
  );
  const maxPairs = (options.substances * (options.substances - 1)) / 2;
  if (options.interactions > maxPairs) {
    throw new RangeError(
      `${options.interactions} interactions need more than ${options.substances} substances`,
    );
  }
  const pairs = new Set<string>();
  const interactions: KbBundle['interactions'] = [];
  while (interactions.length < options.interactions) {
    const a = pick(random, substances.length);
    const b = pick(random, substances.length);
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (a === b || pairs.has(key)) continue;
    pairs.add(key);
    const textIndex = pick(random, TEXT_POOL);
    interactions.push({
      id: `gen-${interactions.length}`,
      substanceNslIds: [substanceAt(a), substanceAt(b)],
      sevClassification: SEVERITIES[pick(random, SEVERITIES.length)] ?? 'C',
      docClassification: pick(random, 5) as 0 | 1 | 2 | 3 | 4,
      drugFormGroups: [],
      textIds: {
        consequence: `gen-consequence-${textIndex}`,
        recommendation: `gen-recommendation-${textIndex}`,
        mechanism: `gen-mechanism-${textIndex}`,
        background: `gen-background-${textIndex}`,
      },
    });
  }

  return {
    manifest: {
      formatVersion: 1,
      kbVersion: `generated-${options.seed}-${options.substances}-${options.products}-${options.interactions}`,
      name: 'Genererad kunskapsbas för prestandatester',
      publishedAt: '2026-01-01T00:00:00Z',
      isDemo: true,
      provenance: 'Syntetiska data från kunskapsbasgeneratorn. Inte för kliniskt bruk.',
      sources: [],
    },
    substances,
    specialSubstances: [],
    products,
    interactions,
    interactionTexts,
    riskProperties: [],
    riskProfiles: [],
    renalDocuments: [],
    lactationDocuments: [],
    birthDefectDocuments: [],
    genusDocuments: [],
    genderDocuments: [],
    ...(options.documents ? generateAssessmentContent(substances, options.seed) : {}),
    sideEffects: [],
    duplicationClasses: [],
  };
}
