import type { Badge } from '@medkompass/clinical/document-classification.ts';
import {
  interactionCode,
  interactionColour,
  interactionTooltip,
  mostSevereInteraction,
} from '@medkompass/clinical/interaction-classification.ts';
import { DUPLICATION_TAB_TEXT } from '@medkompass/assessment/duplication-text.ts';
import type { InteractionData } from '@medkompass/contracts/interaction-assessment.ts';
import type { SourceBadge } from '../../lib/assessment/source-badges.ts';

/** Nothing in the list interacts: '-', which ranks with A (specification §4 'Ranks and levels'). */
export const NO_INTERACTION_BADGE: Badge = { code: '-', colour: 'green' };

/**
 * The interactions tab: the most severe pair; '?' marks a substance not assessed by the source.
 * The badge grades pairs only (A–D); a duplication warning is said in the tab's description, so
 * a list with no pair but a duplication never reads as 'nothing to show'.
 */
export function interactionsBadge(data: InteractionData): SourceBadge {
  const mostSevere = mostSevereInteraction(
    data.interactions.map((interaction) => ({
      severity: interaction.sevClassification,
      documentation: interaction.docClassification,
    })),
  );
  const duplication = data.duplications.some((d) => d.level === 'warning');
  const description = [
    ...(mostSevere ? [interactionTooltip(mostSevere)] : []),
    ...(duplication ? [DUPLICATION_TAB_TEXT] : []),
  ].join(' ');
  return {
    badge: mostSevere
      ? { code: interactionCode(mostSevere), colour: interactionColour(mostSevere.severity) }
      : NO_INTERACTION_BADGE,
    description: description === '' ? null : description,
    hasUnassessed: data.substances.some((s) => s.interactionStatus === 'notAssessed'),
  };
}
