import {
  genusBadge,
  genusClassText,
  highestLevel,
} from '@medkompass/clinical/document-classification.ts';
import {
  hasUnassessedUnit,
  referencedLevels,
  type SourceBadge,
} from '../../lib/assessment/source-badges.ts';
import type { GenusResponse } from './api/get-genus.ts';

/** Genus: the highest level, A < B < C < C! (specification §4); level 0 has no code. */
export function genusTabBadge(response: GenusResponse): SourceBadge {
  const level = highestLevel(referencedLevels(response, (d) => d.classificationLevel));
  const badge = genusBadge(level);
  return {
    badge: badge.code === '' ? null : badge,
    description: level === null ? null : genusClassText(level),
    hasUnassessed: hasUnassessedUnit(response.results),
  };
}
