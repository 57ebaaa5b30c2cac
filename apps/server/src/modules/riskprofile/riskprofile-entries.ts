import type {
  RiskProfile,
  RiskprofileEntry,
  routeValuesSchema,
} from '@medkompass/contracts/riskprofile.ts';
import type { z } from 'zod';
import type { KnowledgeBaseStore } from '../../knowledge-base/kb-store.ts';

type RouteValues = z.infer<typeof routeValuesSchema>;
type Route = keyof RouteValues;
const ROUTES: readonly Route[] = ['peroral', 'parenteral', 'nonPeroral', 'topical'];

/** Several profiles as one: per property and route the highest value (the cautious reading). */
function mergeProfiles(profiles: readonly RiskProfile[]): RiskProfile['properties'] {
  const merged = new Map<RiskProfile['properties'][number]['propertyId'], RouteValues>();
  for (const { propertyId, values } of profiles.flatMap((profile) => profile.properties)) {
    const current = merged.get(propertyId) ?? {};
    for (const route of ROUTES) {
      const value = values[route];
      if (value !== undefined) current[route] = Math.max(current[route] ?? 0, value);
    }
    merged.set(propertyId, current);
  }
  return [...merged].map(([propertyId, values]) => ({ propertyId, values }));
}

/**
 * The profiles that apply to a substance: its own; else its parent's (a salt is its active
 * moiety); else its children's (a parent searched by name stands for its salts).
 */
function applicableProfiles(store: KnowledgeBaseStore, nslId: string): RiskProfile[] {
  const own = store.riskProfile(nslId);
  if (own) return [own];
  const substance = store.substance(nslId);
  const parent = substance?.topParent ? store.riskProfile(substance.topParent) : undefined;
  if (parent) return [parent];
  return (substance?.childNslIds ?? []).flatMap((child) => store.riskProfile(child) ?? []);
}

/** One entry per searched substance, in the order asked (contracts/riskprofile.ts). */
export function riskprofileEntries(
  store: KnowledgeBaseStore,
  nslIds: readonly string[],
): RiskprofileEntry[] {
  return nslIds.map((nslId) => {
    const substance = store.substance(nslId);
    if (!substance)
      return { nslId, substance: null, status: 'missing', profileNslIds: [], properties: [] };
    const profiles = applicableProfiles(store, nslId);
    return {
      nslId,
      substance: substance.name,
      status: profiles.length > 0 ? 'assessed' : 'notAssessed',
      profileNslIds: profiles.map((profile) => profile.nslId),
      properties: profiles.length === 1 ? (profiles[0]?.properties ?? []) : mergeProfiles(profiles),
    };
  });
}
