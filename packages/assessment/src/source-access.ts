import type { SourceName } from '@medkompass/contracts/source.ts';
import { sourceDefinition } from './sources.ts';

/**
 * Who is asking (specification §1, §6): nobody logged in, a person, the shared network (IP) user,
 * or a record system in integrated mode whose `t` token is the session.
 */
export type Caller = 'anonymous' | 'user' | 'network' | 'integration';

/** A tab's state (specification §4 'Source tab states'). */
export type SourceState = 'locked' | 'deactivated' | 'active' | 'normal';

/** Why a source has its state; the server answers with the matching error code. */
export type SourceAccessReason =
  /** Switched off by the operator (SOURCES_DISABLED, GET /api/source). */
  | 'source_disabled'
  /** Interactions from a blocked country, for a caller who is not logged in. */
  | 'country_blocked'
  /** Njurfunktion from a country that is not allowed, for a caller who is not logged in. */
  | 'country_not_allowed'
  /** Riskprofile without a session. */
  | 'login_required'
  /** Riskprofile locked by the record system (rl=true). */
  | 'riskprofile_locked'
  /** Riskprofile for a session whose sources list lacks it. */
  | 'source_not_granted'
  /** Open, and the tab the user is on. */
  | 'current'
  /** Open. */
  | 'available';

export interface SourceAccessContext {
  caller: Caller;
  /** The sources the session may see (User.sources); ignored for an anonymous caller. */
  grantedSources: readonly SourceName[];
  /** rl=true from the record system. */
  riskprofileLocked: boolean;
  /** The operator's switch for the source (GET /api/source). */
  sourceActive: boolean;
  /** The caller's country is on the block list (interactions). */
  countryBlocked: boolean;
  /** The caller's country is on the allow list (njurfunktion). */
  countryAllowed: boolean;
  /** The tab the user is on; the server passes false. */
  isCurrent: boolean;
}

export interface SourceAccess {
  state: SourceState;
  reason: SourceAccessReason;
}

/**
 * The one source-access decision of the server, the web app's tabs and the CDS Hooks service
 * (specification §4 'Source tab states', §6). Deactivated wins over locked: a source that is
 * off cannot be unlocked by logging in. The country rules apply only to callers who are not
 * logged in (§4: 'The country block is checked only when not logged in'; the allow list is read
 * the same way, so a contract user abroad keeps renal dosing).
 */
export function sourceAccess(source: SourceName, context: SourceAccessContext): SourceAccess {
  const anonymous = context.caller === 'anonymous';
  if (!context.sourceActive) return deactivated('source_disabled');
  if (source === 'interactions' && anonymous && context.countryBlocked)
    return deactivated('country_blocked');
  if (source === 'njurfunktion' && anonymous && !context.countryAllowed)
    return deactivated('country_not_allowed');
  if (sourceDefinition(source).loginRequired) {
    if (anonymous) return locked('login_required');
    if (context.riskprofileLocked) return locked('riskprofile_locked');
    if (!context.grantedSources.includes(source)) return locked('source_not_granted');
  }
  return context.isCurrent
    ? { state: 'active', reason: 'current' }
    : { state: 'normal', reason: 'available' };
}

/** Whether the source's content may be shown and fetched. */
export function isOpen(access: SourceAccess): boolean {
  return access.state === 'active' || access.state === 'normal';
}

const deactivated = (reason: SourceAccessReason): SourceAccess => ({
  state: 'deactivated',
  reason,
});
const locked = (reason: SourceAccessReason): SourceAccess => ({ state: 'locked', reason });
