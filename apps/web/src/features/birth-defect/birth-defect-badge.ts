import {
  birthDefectClassText,
  highestLevel,
  lactationOrBirthDefectBadge,
} from '@medkompass/clinical/document-classification.ts';
import {
  hasUnassessedUnit,
  referencedLevels,
  type SourceBadge,
} from '../../lib/assessment/source-badges.ts';
import type { BirthDefectResponse } from './api/get-birth-defect.ts';

/** Fetal impact: the highest level of the list's documents (specification §4). */
export function birthDefectBadge(response: BirthDefectResponse): SourceBadge {
  const level = highestLevel(referencedLevels(response, (d) => d.classificationLevel));
  return {
    badge: lactationOrBirthDefectBadge(level),
    // '?' may mean no document at all: then the tab says it in general words.
    description: level === null ? null : birthDefectClassText(level),
    hasUnassessed: hasUnassessedUnit(response.results),
  };
}
