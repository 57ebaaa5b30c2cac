import type { RiskRoute, RouteValues } from '@medkompass/clinical/riskprofile-scoring.ts';
import type { RiskProfile, RiskprofileEntry } from '@medkompass/contracts/riskprofile.ts';
import type { RiskPropertyId } from '@medkompass/contracts/risk-property-ids.ts';
import type { AssessmentKnowledgeBase } from './knowledge-base.ts';

const ROUTES: readonly RiskRoute[] = ['peroral', 'parenteral', 'nonPeroral', 'topical'];

/** Several profiles as one: per property and route the highest value (the cautious reading). */
function mergeProfiles(profiles: readonly RiskProfile[]): RiskProfile['properties'] {
  const merged = new Map<RiskPropertyId, RouteValues>();
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
 * The profiles that apply to a substance (ADR 11): its own; else its parent's (a salt is its
 * active moiety); else its children's (a parent searched by name stands for its salts).
 */
function applicableProfiles(kb: AssessmentKnowledgeBase, nslId: string): RiskProfile[] {
  const own = kb.riskProfile(nslId);
  if (own) return [own];
  const substance = kb.substance(nslId);
  const parent = substance?.topParent ? kb.riskProfile(substance.topParent) : undefined;
  if (parent) return [parent];
  return (substance?.childNslIds ?? []).flatMap((child) => kb.riskProfile(child) ?? []);
}

/**
 * GET /api/riskprofile: one entry per searched substance, in the order asked
 * (contracts/riskprofile.ts). 'missing' for an unknown id, 'notAssessed' for a known substance
 * no profile applies to, 'assessed' otherwise (with no properties when it carries no risk).
 */
export function riskprofileEntries(
  kb: AssessmentKnowledgeBase,
  nslIds: readonly string[],
): RiskprofileEntry[] {
  return nslIds.map((nslId) => {
    const substance = kb.substance(nslId);
    if (!substance)
      return { nslId, substance: null, status: 'missing', profileNslIds: [], properties: [] };
    const profiles = applicableProfiles(kb, nslId);
    return {
      nslId,
      substance: substance.name,
      status: profiles.length > 0 ? 'assessed' : 'notAssessed',
      profileNslIds: profiles.map((profile) => profile.nslId),
      properties: profiles.length === 1 ? (profiles[0]?.properties ?? []) : mergeProfiles(profiles),
    };
  });
}
