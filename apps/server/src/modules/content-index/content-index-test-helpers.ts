// The content-index tests' own knowledge base: documents with chosen titles and classes, so the
// demo knowledge base can grow without changing what these tests expect.
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { assessmentBundle, S } from '../../test/assessment-kb.ts';

const links = { nslIds: [S.WARFARIN], nplIds: [], updated: '2026-10-01' };

/** 8 titles under 'k', 52 others: more than one default page of 50. */
export const LACTATION_TITLES = [
  'Kalciumkarbonat',
  'Kaliumklorid',
  'Kandesartan',
  'Karbamazepin',
  'Klaritromycin',
  'Klopidogrel',
  'Kodein',
  'Kvetiapin',
  'Acetylsalicylsyra',
  ...Array.from({ length: 51 }, (_, i) => `Substans ${String(i).padStart(2, '0')}`),
];
/** The lactation documents without a level ('?'). */
export const UNKNOWN_LACTATION = 10;

export function contentIndexBundle(): KbBundle {
  const bundle = assessmentBundle();
  return {
    ...bundle,
    lactationDocuments: LACTATION_TITLES.map((title, i) => {
      const level = i < UNKNOWN_LACTATION ? null : (((i % 3) + 1) as 1 | 2 | 3);
      return {
        id: `lact-${i}`,
        documentTitle: title,
        recommendation: 'Rekommendation.',
        publicRecommendation: 'Råd.',
        classification: { level, code: level === null ? '?' : (String(level) as '1' | '2' | '3') },
        background: '',
        ...links,
      };
    }),
    birthDefectDocuments: [
      ['bd-warfarin', 'Warfarin', 3],
      ['bd-apixaban', 'Apixaban', null],
      ['bd-paracetamol', 'Paracetamol', 1],
      // An NSAID is 3: the class of the most severe period, the third trimester.
      ['bd-ibuprofen', 'Ibuprofen', 3],
      ['bd-amlodipin', 'Amlodipin', 2],
    ].map(([id, name, level]) => ({
      id: String(id),
      name: String(name),
      assessment: 'Bedömning.',
      classificationLevel: level as 1 | 2 | 3 | null,
      background: '',
      ...links,
    })),
    genusDocuments: genusDocuments('genus'),
    genderDocuments: genusDocuments('gender'),
  };
}

function genusDocuments(prefix: string): KbBundle['genusDocuments'] {
  const documents: [string, string, 0 | 1 | 4][] = [
    ['paracetamol', 'Paracetamol', 1],
    ['etinylestradiol', 'Etinylestradiol', 0],
    ['digoxin', 'Digoxin', 4],
    ['diazepam', 'Diazepam', 1],
  ];
  const codes = { 0: '', 1: 'A', 4: 'C!' } as const;
  return documents.map(([key, title, level]) => ({
    id: `${prefix}-${key}`,
    documentTitle: title,
    classificationLevel: level,
    classificationCode: codes[level],
    summary: 'Sammanfattning.',
    background: '',
    ...links,
  }));
}
