// The search tests' own knowledge base: the names they search for, and nothing else, so the demo
// knowledge base can grow (new products named Kodein…, Warf…) without changing what they expect.
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { Administration } from '@medkompass/contracts/product.ts';

const substance = (
  key: string,
  sv: string,
  en: string,
  atc: string[],
  family: { parent?: string; children?: string[]; special?: boolean; synonyms?: string[] } = {},
): KbBundle['substances'][number] => ({
  nslId: `IDDEMO${key}`,
  name: sv,
  names: [
    { language: 'sv', name: sv },
    { language: 'en', name: en },
  ],
  isTopParent: family.parent === undefined,
  topParent: family.parent === undefined ? null : `IDDEMO${family.parent}`,
  childNslIds: (family.children ?? []).map((child) => `IDDEMO${child}`),
  isSpecial: family.special ?? false,
  atcCodes: atc,
  ...(family.synonyms === undefined ? {} : { synonyms: family.synonyms }),
});

const product = (
  n: number,
  name: string,
  strength: string,
  // The form's Swedish name, route and, where the test gives it, its English name.
  form: [string, Administration, string?],
  keys: string[],
  lic = false,
): KbBundle['products'][number] => ({
  nplId: `99${String(n).padStart(12, '0')}`,
  name,
  strength,
  drugForm: {
    name: form[0],
    administration: form[1],
    ...(form[2] === undefined ? {} : { nameEn: form[2] }),
  },
  drugProductType: lic ? 'LIC' : 'APPROVED',
  atcCodes: [],
  drugFormGroups: [
    {
      substances: keys.map((key) => ({
        nslId: `IDDEMO${key}`,
        isTopParent: key !== 'METFORMINHYDROKLORID',
        lowDosageFlag: false,
      })),
    },
  ],
});

const TABLET: [string, Administration, string] = ['Tablett', 'peroral', 'Tablet'];

export function searchBundle(): KbBundle {
  return {
    manifest: {
      formatVersion: 1,
      kbVersion: 'search-test-1',
      name: 'Testkunskapsbas för namnsökning',
      publishedAt: '2026-11-01T00:00:00Z',
      isDemo: true,
      provenance: 'Testdata.',
      sources: [],
    },
    substances: [
      substance('PARACETAMOL', 'paracetamol', 'paracetamol', ['N02BE01'], {
        synonyms: ['acetaminophen'],
      }),
      substance('IBUPROFEN', 'ibuprofen', 'ibuprofen', ['M01AE01']),
      substance('WARFARIN', 'warfarin', 'warfarin', ['B01AA03']),
      substance('KODEIN', 'kodein', 'codeine', ['R05DA04']),
      substance('METFORMIN', 'metformin', 'metformin', ['A10BA02'], {
        children: ['METFORMINHYDROKLORID'],
      }),
      substance('METFORMINHYDROKLORID', 'metforminhydroklorid', 'metformin hydrochloride', [], {
        parent: 'METFORMIN',
      }),
      substance('KLARITROMYCIN', 'klaritromycin', 'clarithromycin', ['J01FA09']),
      substance('JARNSULFAT', 'järnsulfat', 'ferrous sulfate', ['B03AA07']),
      substance('JOHANNESORT', 'johannesört', "St John's wort", ['N06AX25'], { special: true }),
    ],
    specialSubstances: [
      { nslId: 'IDDEMOJOHANNESORT', isTopParent: true, interactionStatus: 'assessed' },
    ],
    products: [
      product(1, 'Alvedon', '500 mg', TABLET, ['PARACETAMOL']),
      product(2, 'Ipren', '200 mg', TABLET, ['IBUPROFEN']),
      product(3, 'Waran', '2,5 mg', TABLET, ['WARFARIN']),
      product(
        9,
        'Paracetamol Demo Licens',
        '500 mg',
        ['Suppositorium', 'nonPeroral'],
        ['PARACETAMOL'],
        true,
      ),
      product(10, 'Kodein Recip', '25 mg', TABLET, ['KODEIN']),
      product(11, 'Citodon', '500 mg/30 mg', TABLET, ['PARACETAMOL', 'KODEIN']),
      product(12, 'Panocod', '500 mg/30 mg', ['Brustablett', 'peroral'], ['PARACETAMOL', 'KODEIN']),
      product(13, 'Glucophage', '500 mg', TABLET, ['METFORMINHYDROKLORID']),
      product(14, 'Klacid', '250 mg', TABLET, ['KLARITROMYCIN']),
      product(15, 'Klacid', '500 mg', TABLET, ['KLARITROMYCIN']),
      product(
        16,
        'Klacid',
        '500 mg',
        ['Pulver till injektionsvätska', 'parenteral'],
        ['KLARITROMYCIN'],
      ),
      product(17, 'Duroferon', '100 mg', ['Depottablett', 'peroral'], ['JARNSULFAT']),
    ],
    interactions: [],
    interactionTexts: [],
    riskProperties: [],
    riskProfiles: [],
    renalDocuments: [],
    lactationDocuments: [],
    birthDefectDocuments: [],
    genusDocuments: [],
    genderDocuments: [],
    sideEffects: [],
    duplicationClasses: [],
  };
}
