import type { Caller } from '@medkompass/assessment/source-access.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';

/** Who asks, as the access decision (packages/assessment sourceAccess) needs it. */
export interface CallerAccess {
  caller: Caller;
  /** The sources the session may see (User.sources); empty for an anonymous caller. */
  grantedSources: readonly SourceName[];
}
