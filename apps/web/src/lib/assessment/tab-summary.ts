import type { SourceName } from '@medkompass/contracts/source.ts';
import type { Badge } from '@medkompass/clinical/document-classification.ts';
import {
  isOpen,
  sourceAccess,
  type SourceAccess,
  type SourceAccessContext,
} from '@medkompass/assessment/source-access.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';

/** Tooltip of a deactivated tab (specification §2 'Source tabs'). */
export const DEACTIVATED_TOOLTIP = 'Källan är inte tillgänglig';

export interface TabContext extends SourceAccessContext {
  /** false when the patient is known not to be a woman of fertile age; null when unknown. */
  fertileWoman: boolean | null;
}

export interface TabSummary extends SourceAccess {
  badge: Badge | null;
  /** Something in the search is unassessed by this source. */
  questionMark: boolean;
  /** Birth-defect and lactation tabs for a patient who is not a woman of fertile age. */
  greyed: boolean;
  tooltip: string | null;
}

/**
 * A tab's whole summary (specification §2 'Source tabs', §4): the access decision, the badge,
 * the question mark, greying and the tooltip. A locked or deactivated source shows no result;
 * a greyed tab can still be opened, and the current tab is never greyed.
 */
export function tabSummary(
  source: SourceName,
  context: TabContext,
  badge: Badge | null,
  hasUnassessed: boolean,
): TabSummary {
  const access = sourceAccess(source, context);
  const open = isOpen(access);
  return {
    ...access,
    badge: open ? badge : null,
    questionMark: open && hasUnassessed,
    greyed:
      sourceDefinition(source).fertileAgeOnly &&
      context.fertileWoman === false &&
      !context.isCurrent,
    tooltip: access.state === 'deactivated' ? DEACTIVATED_TOOLTIP : null,
  };
}
