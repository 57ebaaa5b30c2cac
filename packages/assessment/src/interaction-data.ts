import type {
  InteractionData,
  InteractionStatus,
} from '@medkompass/contracts/interaction-assessment.ts';
import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import { substanceIdsOf, type AssessmentKnowledgeBase } from './knowledge-base.ts';
import { findDuplications } from './duplication.ts';
import { assessInteractions } from './interaction-pairing.ts';

/**
 * Whether the interaction source has assessed a substance (contracts/interaction-assessment.ts):
 * a special substance says so itself; a substance flagged `interactionsAssessed` says so, for its
 * family too (a parent's assessment covers its salts); a substance without the flag, in a family
 * without one, is assessed when it or its family takes part in an interaction. So 'no
 * interactions found' is only said of substances that were really assessed.
 */
export function interactionStatusOf(kb: AssessmentKnowledgeBase, nslId: string): InteractionStatus {
  const substance = kb.substance(nslId);
  if (!substance) return 'missing';
  const special = kb.specialSubstance(nslId);
  if (special) return special.interactionStatus;
  const family = kb.familyOf(nslId);
  const flags = family.map((id) => kb.substance(id)?.interactionsAssessed);
  if (flags.includes(true)) return 'assessed';
  if (flags.includes(false)) return 'notAssessed';
  return family.some((id) => kb.hasInteractions(id)) ? 'assessed' : 'notAssessed';
}

/**
 * The interaction tab's data: what each entry is, whether it is assessed, the pairs, and the
 * therapeutic duplications the tab shows first.
 */
export function interactionData(
  kb: AssessmentKnowledgeBase,
  list: SearchListQuery,
): InteractionData {
  const products = list.nplIds.map((nplId) => {
    const product = kb.product(nplId);
    return { nplId, missing: !product, nslIds: product ? substanceIdsOf(product) : [] };
  });
  const nslIds = [...new Set([...list.nslIds, ...products.flatMap((p) => p.nslIds)])];
  return {
    substances: nslIds.map((nslId) => ({
      nslId,
      interactionStatus: interactionStatusOf(kb, nslId),
      isSpecial: kb.substance(nslId)?.isSpecial ?? false,
    })),
    products,
    interactions: assessInteractions(kb, list),
    duplications: findDuplications(kb, list),
  };
}
