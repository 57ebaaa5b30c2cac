import { UNASSESSED_BADGE, type Badge } from '@medkompass/clinical/document-classification.ts';
import type { RenalBorder } from '@medkompass/clinical/renal-assessment.ts';
import {
  assessedUnits,
  referencedDocumentIds,
} from '@medkompass/assessment/document-references.ts';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';

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

/** Whether an entry of the results refers to no document of the source. */
export function hasUnassessedUnit(results: readonly DocumentResult[]): boolean {
  return assessedUnits(results).some((ids) => ids.length === 0);
}

/** The levels of the documents the results refer to (null: the document's class is '?'). */
export function referencedLevels<D extends { id: string }>(
  response: { results: readonly DocumentResult[]; documents: readonly D[] },
  levelOf: (document: D) => number | null,
): (number | null)[] {
  const referenced = referencedDocumentIds(response.results);
  return response.documents.filter((d) => referenced.has(d.id)).map(levelOf);
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
