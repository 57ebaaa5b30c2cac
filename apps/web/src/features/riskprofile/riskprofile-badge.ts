import { riskLabelColour } from '@medkompass/clinical/riskprofile-scoring.ts';
import { scoreRiskprofile } from '@medkompass/assessment/riskprofile-scores.ts';
import type { AdministrationChoices } from '../../lib/assessment/administration-choices.ts';
import type { SourceBadge } from '../../lib/assessment/source-badges.ts';
import type { RiskprofileData } from './api/get-riskprofile.ts';

/**
 * Riskprofile: the highest level of the nine properties under the administrations chosen now
 * (packages/assessment scoreRiskprofile, ADR 9), so the badge follows every change of choice;
 * '?' when a substance has no riskprofile. No badge when no substance of the list is assessed.
 */
export function riskprofileBadge(
  data: RiskprofileData,
  chosen: AdministrationChoices,
): SourceBadge {
  const scores = scoreRiskprofile(data.entries, data.properties, chosen);
  const anyAssessed = data.entries.some((entry) => entry.status === 'assessed');
  return {
    badge: anyAssessed ? { code: scores.highest, colour: riskLabelColour(scores.highest) } : null,
    description: null,
    hasUnassessed: scores.notAssessed.length > 0,
  };
}
