import type { Badge } from './document-classification.ts';

/** The six source tabs (specification §1, DESIGN §2). */
export type SourceName =
  'interactions' | 'riskprofile' | 'njurfunktion' | 'birthdefect' | 'lactation' | 'genus';

export type TabState = 'locked' | 'deactivated' | 'active' | 'normal';

/** Tooltip of a deactivated tab (specification §2 'Source tabs'). */
export const DEACTIVATED_TOOLTIP = 'Källan är inte tillgänglig';

export interface TabContext {
  source: SourceName;
  /** The tab the user is on. */
  isCurrent: boolean;
  /** The server's switch for the source (GET /api/source). */
  sourceActive: boolean;
  loggedIn: boolean;
  /** rl=true from the record system. */
  riskprofileLocked: boolean;
  /** A network (IP) user whose sources list lacks this source. */
  networkUserLacksSource: boolean;
  countryBlocked: boolean;
  countryAllowed: boolean;
  /** false when the patient is known not to be a woman of fertile age; null when unknown. */
  fertileWoman: boolean | null;
}

export interface TabSummary {
  state: TabState;
  badge: Badge | null;
  /** Something in the search is unassessed by this source. */
  questionMark: boolean;
  /** Birth-defect and lactation tabs for a patient who is not a woman of fertile age. */
  greyed: boolean;
  tooltip: string | null;
}

/**
 * The state of a tab (specification §4 'Source tab states'). Deactivated wins over locked: a
 * source that is off cannot be unlocked by logging in. The country block applies only to users
 * who are not logged in.
 */
export function tabState(context: TabContext): TabState {
  const deactivated =
    !context.sourceActive ||
    (context.source === 'njurfunktion' && !context.countryAllowed) ||
    (context.source === 'interactions' && context.countryBlocked && !context.loggedIn);
  if (deactivated) return 'deactivated';
  const locked =
    context.source === 'riskprofile' &&
    (!context.loggedIn || context.riskprofileLocked || context.networkUserLacksSource);
  if (locked) return 'locked';
  return context.isCurrent ? 'active' : 'normal';
}

/** A tab's whole summary: state, badge, question mark, greying and tooltip. */
export function tabSummary(
  context: TabContext,
  badge: Badge | null,
  hasUnassessed: boolean,
): TabSummary {
  const state = tabState(context);
  const pregnancyRelated = context.source === 'birthdefect' || context.source === 'lactation';
  return {
    state,
    // A locked or deactivated source shows no result.
    badge: state === 'locked' || state === 'deactivated' ? null : badge,
    questionMark: hasUnassessed && state !== 'locked' && state !== 'deactivated',
    greyed: pregnancyRelated && context.fertileWoman === false && !context.isCurrent,
    tooltip: state === 'deactivated' ? DEACTIVATED_TOOLTIP : null,
  };
}
