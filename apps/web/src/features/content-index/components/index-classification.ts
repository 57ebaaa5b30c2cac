import {
  genusBadge,
  genusRank,
  lactationOrBirthDefectBadge,
  type Badge,
} from '@medkompass/clinical/document-classification.ts';
import type {
  ContentIndexSource,
  IndexClassification,
} from '@medkompass/contracts/content-index-paths.ts';
import '../../../lib/page-texts.ts';

type MeaningKey =
  | 'pregnancy1'
  | 'pregnancy2'
  | 'pregnancy3'
  | 'lactation1'
  | 'lactation2'
  | 'lactation3'
  | 'unknown'
  | 'genusA'
  | 'genusB'
  | 'genusC'
  | 'genusCExclamation'
  | 'genusNone';

const GENUS_MEANING: Partial<Record<IndexClassification, MeaningKey>> = {
  A: 'genusA',
  B: 'genusB',
  C: 'genusC',
  'C!': 'genusCExclamation',
  '-': 'genusNone',
};

/** The badge of an index entry's class, with packages/clinical's colours (specification §3, §4). */
export function indexBadge(source: ContentIndexSource, code: IndexClassification): Badge {
  if (source === 'birthdefect' || source === 'lactation') {
    return lactationOrBirthDefectBadge(code === '?' ? null : Number(code));
  }
  if (code === '-') return { code: '-', colour: 'white' };
  return genusBadge(code === '?' ? null : genusRank(code));
}

/** The i18n key (contentIndex.classes.*) of what a class means in a source. */
export function classMeaningKey(
  source: ContentIndexSource,
  code: IndexClassification,
): `contentIndex.classes.${MeaningKey}` {
  if (code === '?') return 'contentIndex.classes.unknown';
  if (source === 'birthdefect' || source === 'lactation') {
    const prefix = source === 'birthdefect' ? 'pregnancy' : 'lactation';
    const level = code === '2' || code === '3' ? code : '1';
    return `contentIndex.classes.${prefix}${level}`;
  }
  return `contentIndex.classes.${GENUS_MEANING[code] ?? 'unknown'}`;
}
