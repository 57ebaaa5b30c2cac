import type { Caller, SourceAccess } from '@medkompass/assessment/source-access.ts';

/**
 * Whether logging in could open a locked source: it needs a login, or the shared network user
 * lacks it (a personal account may have it). Not a record system's lock (rl=true), nor a
 * personal account without the grant: another login would not change those.
 */
export function loginCanUnlock(access: SourceAccess, caller: Caller): boolean {
  if (access.state !== 'locked') return false;
  return (
    access.reason === 'login_required' ||
    (access.reason === 'source_not_granted' && caller === 'network')
  );
}
