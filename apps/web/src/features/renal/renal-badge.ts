import type { RenalResponse } from '@medkompass/contracts/document-results.ts';
import { renalEvaluationOf, renalListDocuments } from '../../lib/assessment/renal-state.ts';
import type { BadgeContext, SourceBadge } from '../../lib/assessment/source-badges.ts';
import { readRenalPatient } from '../../lib/patient/patient-params.ts';

/**
 * The njurfunktion tab (specification §4 'Renal tab'): class, colour and border from
 * packages/clinical's renalTabState, for the patient and chosen band of the URL; '-' without a
 * search outside integrated mode.
 */
export function renalBadge(response: RenalResponse | null, context: BadgeContext): SourceBadge {
  const renal = readRenalPatient(context.params, context.now);
  const { tab } = renalEvaluationOf(response, renal, context.now);
  const list = response === null ? null : renalListDocuments(response);
  return {
    badge: { code: tab.renalClass, colour: tab.colour },
    description: tab.tooltip,
    hasUnassessed: list?.hasUnassessedEntry ?? false,
    border: { colour: tab.border, reasons: tab.borderReasons },
  };
}
