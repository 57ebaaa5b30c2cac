import type { Caller } from '@medkompass/assessment/source-access.ts';
import type { TabContext } from '../assessment/tab-summary.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';

/** What the session and the server have told about access; null while unknown (loading or failed). */
export interface AccessFacts {
  /** Who asks: from the session (lib/session), anonymous while it is being settled. */
  caller: Caller;
  /** The sources the session's user may see (User.sources); empty for an anonymous caller. */
  grantedSources: readonly SourceName[];
  /** GET /api/source. */
  activeSources: ReadonlyMap<SourceName, boolean> | null;
  /** GET /api/auth/checkCountryBlock. */
  countryBlocked: boolean | null;
  /** GET /api/auth/checkCountryAllow. */
  countryAllowed: boolean | null;
  /** rl=true from the record system (specification §3 'Search state'). */
  riskprofileLocked: boolean;
  /** false when the patient is not a woman of fertile age (fertile-woman.ts); null: unknown. */
  fertileWoman: boolean | null;
}

/**
 * The context of a source's access decision (packages/assessment). A fact not known yet, or not
 * fetched because its call failed, counts as open: specification §8 says such failures are only
 * logged, and the server guards every assessment call itself, so nothing is shown that the
 * caller may not see.
 */
export function tabContextOf(
  facts: AccessFacts,
  source: SourceName,
  isCurrent: boolean,
): TabContext {
  return {
    caller: facts.caller,
    grantedSources: facts.grantedSources,
    riskprofileLocked: facts.riskprofileLocked,
    sourceActive: facts.activeSources?.get(source) ?? true,
    countryBlocked: facts.countryBlocked ?? false,
    countryAllowed: facts.countryAllowed ?? true,
    isCurrent,
    fertileWoman: facts.fertileWoman,
  };
}
