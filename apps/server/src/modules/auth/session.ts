import type { SourceName } from '@medkompass/contracts/source.ts';
import type { UserRow } from './users.repository.ts';

/** Who is calling: a person, the shared network user, or a record system (integrated mode). */
export type Session =
  | { scope: 'user'; user: UserRow; sources: SourceName[] }
  | { scope: 'network'; sources: SourceName[] }
  | { scope: 'integration'; clientId: string; sources: SourceName[] };
