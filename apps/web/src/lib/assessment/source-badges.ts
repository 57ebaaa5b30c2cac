import {
  birthDefectClassText,
  genusBadge,
  genusClassText,
  highestLevel,
  lactationClassText,
  lactationOrBirthDefectBadge,
  UNASSESSED_BADGE,
  type Badge,
} from '@medkompass/clinical/document-classification.ts';
import {
  interactionCode,
  interactionColour,
  interactionTooltip,
  mostSevereInteraction,
} from '@medkompass/clinical/interaction-classification.ts';
import type { RenalBorder } from '@medkompass/clinical/renal-assessment.ts';
import { riskLabelColour } from '@medkompass/clinical/riskprofile-scoring.ts';
import {
  assessedUnits,
  referencedDocumentIds,
} from '@medkompass/assessment/document-references.ts';
import { DUPLICATION_TAB_TEXT } from '@medkompass/assessment/duplication-text.ts';
import { scoreRiskprofile } from '@medkompass/assessment/riskprofile-scores.ts';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import type { InteractionData } from '@medkompass/contracts/interaction-assessment.ts';
import type { AdministrationChoices } from './administration-choices.ts';
import type { BirthDefectResponse } from './get-birth-defect.ts';
import type { GenusResponse } from './get-genus.ts';
import type { LactationResponse } from './get-lactation.ts';
import type { RiskprofileData } from './get-riskprofile.ts';

// The rule is the assessment package's, shared with the CDS cards; the tabs read it from here.
export { assessedUnits };

/** What a source's answer says for its tab: the badge and whether something is unassessed. */
export interface SourceBadge {
  badge: Badge | null;
  /** What the badge means, from packages/clinical; null: the tab says it in general words. */
  description: string | null;
  hasUnassessed: boolean;
  /** A coloured tab border and why (njurfunktion, specification §4); absent: none. */
  border?: { colour: RenalBorder; reasons: readonly string[] };
}

/** What besides its answer a badge may depend on: the URL (the patient) and today. */
export interface BadgeContext {
  params: URLSearchParams;
  now: Date;
}

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

function hasUnassessedUnit(results: readonly DocumentResult[]): boolean {
  return assessedUnits(results).some((ids) => ids.length === 0);
}

/** The levels of the documents the results refer to (null: the document's class is '?'). */
function referencedLevels<D extends { id: string }>(
  response: { results: readonly DocumentResult[]; documents: readonly D[] },
  levelOf: (document: D) => number | null,
): (number | null)[] {
  const referenced = referencedDocumentIds(response.results);
  return response.documents.filter((d) => referenced.has(d.id)).map(levelOf);
}

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

/** Lactation: the highest level of the list's documents (specification §4). */
export function lactationBadge(response: LactationResponse): SourceBadge {
  const level = highestLevel(referencedLevels(response, (d) => d.classification.level));
  return {
    badge: lactationOrBirthDefectBadge(level),
    description: level === null ? null : lactationClassText(level),
    hasUnassessed: hasUnassessedUnit(response.results),
  };
}

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

/** What a tab shows: its badge, and a '?' when something is unassessed, each at most once. */
export function tabMarks(summary: { badge: Badge | null; questionMark: boolean }): {
  badge: Badge | null;
  questionMark: boolean;
} {
  const badge = summary.badge;
  if (badge?.code === UNASSESSED_BADGE.code) return { badge, questionMark: false };
  // '-' says nothing interacts, '?' that something was not assessed: the '?' alone is honest.
  if (summary.questionMark && badge?.code === '-') return { badge: null, questionMark: true };
  return { badge, questionMark: summary.questionMark };
}
