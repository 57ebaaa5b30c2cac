import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import {
  sideEffectFrequencySchema,
  type SideEffectFrequency,
  type SideEffectOccurrence,
  type SideEffectResponse,
} from '@medkompass/contracts/side-effects.ts';
import type { SideEffectList } from '@medkompass/contracts/documents.ts';
import { substanceIdsOf, type AssessmentKnowledgeBase } from './knowledge-base.ts';
import { ORGAN_SYSTEMS, organSystemOf } from './organ-systems.ts';

/** Most frequent first (§1: sorted by frequency); 'unknown' frequency last: the contract's order. */
export const FREQUENCY_ORDER: readonly SideEffectFrequency[] = sideEffectFrequencySchema.options;

/** A term as the search compares it: lower case, without diacritics ('blödning' = 'Blodning'). */
export function foldTerm(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('sv')
    .trim();
}

/** The side effects that apply to a substance: its own, else its parent's, else its salts'. */
function sideEffectsOf(kb: AssessmentKnowledgeBase, nslId: string): SideEffectList[] {
  const own = kb.sideEffects(nslId);
  if (own) return [own];
  const substance = kb.substance(nslId);
  const parent = substance?.topParent ? kb.sideEffects(substance.topParent) : undefined;
  if (parent) return [parent];
  return (substance?.childNslIds ?? []).flatMap((child) => kb.sideEffects(child) ?? []);
}

/** The list's substances, each once, with the list's products they are in. */
function substancesOfList(kb: AssessmentKnowledgeBase, list: SearchListQuery) {
  const bySubstance = new Map<string, string[]>();
  for (const nslId of list.nslIds) if (!bySubstance.has(nslId)) bySubstance.set(nslId, []);
  for (const nplId of list.nplIds) {
    const product = kb.product(nplId);
    for (const nslId of product ? substanceIdsOf(product) : []) {
      const products = bySubstance.get(nslId) ?? [];
      bySubstance.set(nslId, [...products, nplId]);
    }
  }
  return [...bySubstance].map(([nslId, nplIds]) => ({ nslId, nplIds }));
}

const byFrequencyThenName = (a: SideEffectOccurrence, b: SideEffectOccurrence) =>
  FREQUENCY_ORDER.indexOf(a.frequency) - FREQUENCY_ORDER.indexOf(b.frequency) ||
  a.term.localeCompare(b.term, 'sv') ||
  a.substance.localeCompare(b.substance, 'sv');

/**
 * The side-effect search (/biverkning, ADR 23): every side effect of the list's substances
 * (products count by their substances), grouped by organ system; and, for a query, the side
 * effects whose name contains it, most frequent first. A substance with data of its own and of
 * a related one is counted once; one without any data is listed apart, never silently dropped.
 */
export function sideEffectSearch(
  kb: AssessmentKnowledgeBase,
  list: SearchListQuery,
  query = '',
): SideEffectResponse {
  const occurrences: SideEffectOccurrence[] = [];
  const withoutData: SideEffectResponse['withoutData'] = [];
  for (const { nslId, nplIds } of substancesOfList(kb, list)) {
    const lists = sideEffectsOf(kb, nslId);
    const substance = kb.substance(nslId)?.name ?? null;
    if (lists.length === 0) {
      withoutData.push({ nslId, substance });
      continue;
    }
    const seen = new Set<string>();
    for (const effect of lists.flatMap((l) => l.effects)) {
      if (seen.has(effect.term)) continue;
      seen.add(effect.term);
      occurrences.push({ ...effect, nslId, substance: substance ?? nslId, nplIds });
    }
  }
  const folded = foldTerm(query);
  const matches =
    folded === ''
      ? []
      : occurrences.filter((o) => foldTerm(o.term).includes(folded)).sort(byFrequencyThenName);
  const organSystems = ORGAN_SYSTEMS.map(({ id, label }) => ({
    id,
    label,
    effects: occurrences
      .filter((o) => organSystemOf(o.term) === id)
      .sort((a, b) => a.term.localeCompare(b.term, 'sv') || byFrequencyThenName(a, b)),
  })).filter((system) => system.effects.length > 0);
  return { matches, organSystems, withoutData };
}
