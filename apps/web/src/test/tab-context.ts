import type { TabContext } from '../lib/assessment/tab-summary.ts';

/**
 * An anonymous caller's context for a source that is switched on and not blocked, on a tab that
 * is not the current one, with nothing known of the patient: each test spreads what it changes.
 */
export const OPEN_TAB_CONTEXT: TabContext = {
  caller: 'anonymous',
  grantedSources: [],
  riskprofileLocked: false,
  sourceActive: true,
  countryBlocked: false,
  countryAllowed: true,
  isCurrent: false,
  fertileWoman: null,
};
