import {
  highestLevel,
  lactationClassText,
  lactationOrBirthDefectBadge,
} from '@medkompass/clinical/document-classification.ts';
import {
  hasUnassessedUnit,
  referencedLevels,
  type SourceBadge,
} from '../../lib/assessment/source-badges.ts';
import type { LactationResponse } from './api/get-lactation.ts';

/** Lactation: the highest level of the list's documents (specification §4). */
export function lactationBadge(response: LactationResponse): SourceBadge {
  const level = highestLevel(referencedLevels(response, (d) => d.classification.level));
  return {
    badge: lactationOrBirthDefectBadge(level),
    description: level === null ? null : lactationClassText(level),
    hasUnassessed: hasUnassessedUnit(response.results),
  };
}
