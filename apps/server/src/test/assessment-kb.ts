import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { Administration } from '@medkompass/contracts/product.ts';

/**
 * A small knowledge base of our own for the assessment tests, stable whatever the demo KB holds.
 * Each record is there for a case: parent and child salts (diklofenak, metformin), a combination
 * product (Citodon), one substance as tablet and gel (ibuprofen, with a topical classification),
 * route-specific documents, special substances, an unassessed substance (ORFAN).
 */
export const S = {
  WARFARIN: 'IDTESTWARFARIN',
  IBUPROFEN: 'IDTESTIBUPROFEN',
  PARACETAMOL: 'IDTESTPARACETAMOL',
  KODEIN: 'IDTESTKODEIN',
  DIKLOFENAK: 'IDTESTDIKLOFENAK',
  DIKLOFENAKNATRIUM: 'IDTESTDIKLOFENAKNATRIUM',
  DIKLOFENAKDIETYLAMIN: 'IDTESTDIKLOFENAKDIETYLAMIN',
  METFORMIN: 'IDTESTMETFORMIN',
  METFORMINHYDROKLORID: 'IDTESTMETFORMINHYDROKLORID',
  ALKOHOL: 'IDTESTALKOHOL',
  GRAPEFRUKT: 'IDTESTGRAPEFRUKT',
  ORFAN: 'IDTESTORFAN',
} as const;

export const P = {
  WARAN: '97000000000001',
  IPREN: '97000000000002',
  IBUPROFEN_GEL: '97000000000003',
  VOLTAREN_TABLETT: '97000000000004',
  VOLTAREN_GEL: '97000000000005',
  CITODON: '97000000000006',
  GLUCOPHAGE: '97000000000007',
} as const;

export const UNKNOWN_SUBSTANCE = 'IDTESTOKAND0001';
export const UNKNOWN_PRODUCT = '97999999999999';

const substance = (
  nslId: string,
  name: string,
  family: { topParent?: string; children?: string[]; isSpecial?: boolean } = {},
): KbBundle['substances'][number] => ({
  nslId,
  name,
  names: [
    { language: 'sv', name },
    { language: 'en', name: `${name} (en)` },
  ],
  isTopParent: family.topParent === undefined,
  topParent: family.topParent ?? null,
  childNslIds: family.children ?? [],
  isSpecial: family.isSpecial ?? false,
  atcCodes: [],
});

const product = (
  nplId: string,
  name: string,
  administration: Administration,
  nslIds: string[],
  strength = '',
): KbBundle['products'][number] => ({
  nplId,
  name,
  strength,
  drugForm: { name: administration === 'topical' ? 'Gel' : 'Tablett', administration },
  drugProductType: 'APPROVED',
  atcCodes: [],
  drugFormGroups: [
    { substances: nslIds.map((nslId) => ({ nslId, isTopParent: true, lowDosageFlag: false })) },
  ],
});

type Grade = 0 | 1 | 2 | 3 | 4;
const interaction = (
  id: string,
  pair: [string, string],
  code: `${'A' | 'B' | 'C' | 'D'}${Grade}`,
  topical?: `${'A' | 'B' | 'C' | 'D'}${Grade}`,
): KbBundle['interactions'][number] => {
  const grade = (c: string) => ({
    sevClassification: c[0] as 'A' | 'B' | 'C' | 'D',
    docClassification: Number(c[1]) as Grade,
  });
  return {
    id,
    substanceNslIds: pair,
    ...grade(code),
    // The topical form is the second substance's (the NSAID's).
    drugFormGroups: topical
      ? [{ nslId: pair[1], administrations: ['topical'], ...grade(topical) }]
      : [],
    textIds: {
      consequence: `${id}-consequence`,
      recommendation: `${id}-recommendation`,
      mechanism: `${id}-mechanism`,
      background: `${id}-background`,
    },
  };
};

const interactions = [
  interaction('i-warfarin-ibuprofen', [S.WARFARIN, S.IBUPROFEN], 'D3', 'B1'),
  interaction('i-warfarin-diklofenak', [S.WARFARIN, S.DIKLOFENAK], 'D2', 'B2'),
  interaction('i-warfarin-paracetamol', [S.WARFARIN, S.PARACETAMOL], 'C3'),
  interaction('i-paracetamol-kodein', [S.PARACETAMOL, S.KODEIN], 'A0'),
  interaction('i-alkohol-metforminhydroklorid', [S.ALKOHOL, S.METFORMINHYDROKLORID], 'C2'),
  interaction('i-kodein-alkohol', [S.KODEIN, S.ALKOHOL], 'D4'),
  interaction('i-alkohol-diklofenakdietylamin', [S.ALKOHOL, S.DIKLOFENAKDIETYLAMIN], 'B1'),
];

const links = (nslIds: string[], nplIds: string[] = []) => ({
  nslIds,
  nplIds,
  updated: '2026-10-01',
});
const lactation = (
  id: string,
  level: 1 | 2 | 3,
  nslIds: string[],
  nplIds: string[] = [],
): KbBundle['lactationDocuments'][number] => ({
  id,
  documentTitle: `Titel ${id}`,
  recommendation: `Rekommendation ${id}`,
  publicRecommendation: `Råd ${id}`,
  classification: { level, code: String(level) as '1' | '2' | '3' },
  background: '',
  ...links(nslIds, nplIds),
});
const genus = (id: string, nslIds: string[]): KbBundle['genusDocuments'][number] => ({
  id,
  documentTitle: `Titel ${id}`,
  classificationLevel: 1,
  classificationCode: 'A',
  summary: `Sammanfattning ${id}`,
  background: '',
  ...links(nslIds),
});

export function assessmentBundle(): KbBundle {
  return {
    manifest: {
      formatVersion: 1,
      kbVersion: 'assessment-test-1',
      name: 'Testkunskapsbas för bedömningar',
      publishedAt: '2026-10-01T00:00:00Z',
      isDemo: true,
      provenance: 'Testdata.',
      sources: [
        { source: 'interactions', provenance: 'Test', licence: 'Test', updatedAt: '2026-09-01' },
        { source: 'lactation', provenance: 'Test', licence: 'Test', updatedAt: '2026-09-15' },
      ],
    },
    substances: [
      substance(S.WARFARIN, 'warfarin'),
      substance(S.IBUPROFEN, 'ibuprofen'),
      substance(S.PARACETAMOL, 'paracetamol'),
      substance(S.KODEIN, 'kodein'),
      substance(S.DIKLOFENAK, 'diklofenak', {
        children: [S.DIKLOFENAKNATRIUM, S.DIKLOFENAKDIETYLAMIN],
      }),
      substance(S.DIKLOFENAKNATRIUM, 'diklofenaknatrium', { topParent: S.DIKLOFENAK }),
      substance(S.DIKLOFENAKDIETYLAMIN, 'diklofenakdietylamin', { topParent: S.DIKLOFENAK }),
      substance(S.METFORMIN, 'metformin', { children: [S.METFORMINHYDROKLORID] }),
      substance(S.METFORMINHYDROKLORID, 'metforminhydroklorid', { topParent: S.METFORMIN }),
      substance(S.ALKOHOL, 'alkohol', { isSpecial: true }),
      substance(S.GRAPEFRUKT, 'grapefrukt', { isSpecial: true }),
      substance(S.ORFAN, 'orfan'),
    ],
    specialSubstances: [
      { nslId: S.ALKOHOL, isTopParent: true, interactionStatus: 'assessed' },
      { nslId: S.GRAPEFRUKT, isTopParent: true, interactionStatus: 'notAssessed' },
    ],
    products: [
      product(P.WARAN, 'Waran', 'peroral', [S.WARFARIN], '2,5 mg'),
      product(P.IPREN, 'Ipren', 'peroral', [S.IBUPROFEN], '400 mg'),
      product(P.IBUPROFEN_GEL, 'Ibuprofen gel', 'topical', [S.IBUPROFEN]),
      product(P.VOLTAREN_TABLETT, 'Voltaren', 'peroral', [S.DIKLOFENAKNATRIUM]),
      product(P.VOLTAREN_GEL, 'Voltaren gel', 'topical', [S.DIKLOFENAKDIETYLAMIN]),
      product(P.CITODON, 'Citodon', 'peroral', [S.PARACETAMOL, S.KODEIN]),
      product(P.GLUCOPHAGE, 'Glucophage', 'peroral', [S.METFORMINHYDROKLORID]),
    ],
    interactions,
    interactionTexts: interactions.flatMap((i) =>
      Object.values(i.textIds).map((id) => ({ id, text: `Text ${id}` })),
    ),
    riskProperties: [
      {
        id: 'bleeding',
        propertyId: 'bleeding',
        name: { sv: 'Blödningsrisk', en: 'Bleeding risk' },
        algorithm: 'sum',
        levels: [
          { level: 0, min: 0, max: 1 },
          { level: 1, min: 2, max: 3 },
          { level: 2, min: 4, max: 5 },
          { level: 3, min: 6, max: 99 },
        ],
      },
    ],
    riskProfiles: [
      { nslId: S.WARFARIN, properties: [{ propertyId: 'bleeding', values: { peroral: 3 } }] },
      {
        nslId: S.DIKLOFENAK,
        properties: [{ propertyId: 'bleeding', values: { peroral: 2, topical: 0 } }],
      },
      {
        nslId: S.METFORMINHYDROKLORID,
        properties: [{ propertyId: 'bleeding', values: { peroral: 1 } }],
      },
    ],
    renalDocuments: [
      {
        id: 'renal-metformin',
        documentTitle: 'Metformin vid nedsatt njurfunktion',
        nephrotoxic: false,
        recommendations: [
          {
            recommendationText: 'Normal dos.',
            classification: { code: 'A', description: 'Ingen justering.' },
            renalFailureDegree: { gfrMin: 45, gfrMax: 89 },
          },
        ],
        background: '',
        ...links([S.METFORMIN]),
      },
    ],
    lactationDocuments: [
      lactation('lact-warfarin', 1, [S.WARFARIN]),
      lactation('lact-diklofenak-systemisk', 2, [S.DIKLOFENAK], [P.VOLTAREN_TABLETT]),
      lactation('lact-diklofenak-gel', 1, [S.DIKLOFENAK], [P.VOLTAREN_GEL]),
      lactation('lact-metformin', 1, [S.METFORMIN]),
      lactation('lact-metforminhydroklorid', 1, [S.METFORMINHYDROKLORID]),
      lactation('lact-paracetamol', 1, [S.PARACETAMOL]),
      lactation('lact-citodon', 2, [], [P.CITODON]),
    ],
    birthDefectDocuments: [
      {
        id: 'bd-warfarin',
        name: 'Warfarin',
        assessment: 'Fosterskadande.',
        classificationLevel: 3,
        background: '',
        ...links([S.WARFARIN]),
      },
    ],
    genusDocuments: [genus('genus-warfarin', [S.WARFARIN])],
    genderDocuments: [genus('gender-warfarin', [S.WARFARIN])],
    sideEffects: [],
    duplicationClasses: [],
  };
}

/** The query string of a search list: `nplIds=…&nslIds=…`. */
export function searchQuery(list: { nplIds?: string[]; nslIds?: string[] }): string {
  return [
    ...(list.nplIds ?? []).map((id) => `nplIds=${id}`),
    ...(list.nslIds ?? []).map((id) => `nslIds=${id}`),
  ].join('&');
}
