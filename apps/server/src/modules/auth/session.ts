import type { SourceName } from '@medkompass/contracts/source.ts';
import type { UserRow } from './users.repository.ts';

/** Who is calling: a person, the shared network user, or a record system (integrated mode). */
export type Session =
  | { scope: 'user'; user: UserRow; sources: SourceName[] }
  | { scope: 'network'; sources: SourceName[] }
  | { scope: 'integration'; clientId: string; sources: SourceName[] };

/**
 * Whether the caller may see riskprofile (specification §4, §6): logged in (a person, the
 * network user or a record system), granted the source, and the profile not locked (rl=true).
 */
export function canSeeRiskprofile(session: Session | null, locked: boolean): boolean {
  return session !== null && !locked && session.sources.includes('riskprofile');
}
