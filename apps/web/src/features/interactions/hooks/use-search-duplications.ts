import { useMemo } from 'react';
import { duplicationSentence } from '@medkompass/assessment/duplication-text.ts';
import { productLabel } from '@medkompass/assessment/product-label.ts';
import type { Duplication, DuplicationLevel } from '@medkompass/contracts/duplication.ts';
import type { InteractionData } from '@medkompass/contracts/interaction-assessment.ts';
import { useAccessFacts } from '../../../lib/access/use-access-facts.ts';
import { useAssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { useInteractionData } from '../api/get-interaction-data.ts';
import { isAssessmentOpen } from '../../../lib/access/assessment-open.ts';
import { useProducts } from '../../../lib/search-list/get-products.ts';
import { useSubstances } from '../../../lib/search-list/get-substances.ts';

/** One duplication as the tab shows it: what it is about, the sentence naming the entries. */
export interface DuplicationItem {
  key: string;
  kind: Duplication['kind'];
  level: DuplicationLevel;
  /** The substance's name, or the class's. */
  subject: string;
  /** 'Alvedon 500 mg tablett och … innehåller båda paracetamol.' (packages/assessment) */
  sentence: string;
  hazard: string;
  advice: string;
}

/** The substances a duplication names: the one duplicated, and each entry's. */
const namedIds = (duplications: readonly Duplication[]): string[] => [
  ...new Set(
    duplications.flatMap((d) => [
      ...(d.kind === 'substance' ? [d.nslId] : []),
      ...d.entries.flatMap((e) => e.nslIds),
    ]),
  ),
];

/**
 * The search list's therapeutic duplications (ADR 36), warnings first, from the interaction data
 * the tab and the tab bar already ask for (one request per list). Products are named by name,
 * strength and form (productLabel) from the resolve call the search tags make too; substances by
 * one /api/substance call, made only when there is a duplication. A name that cannot be fetched
 * falls back to its id: a finding is never held back for want of a name. Empty while the data
 * or the names load, and when the tab cannot show interactions at all (its states say why).
 */
export function useSearchDuplications(): DuplicationItem[] {
  const list = useAssessmentList();
  const facts = useAccessFacts();
  const open = isAssessmentOpen('interactions', facts);
  const data = useInteractionData(list, open);
  const products = useProducts(list.nplIds);
  const duplications: InteractionData['duplications'] = useMemo(
    () => data.data?.duplications ?? [],
    [data.data?.duplications],
  );
  const ids = useMemo(() => namedIds(duplications), [duplications]);
  const substances = useSubstances(ids);

  return useMemo(() => {
    if (!open || duplications.length === 0) return [];
    const waiting = (query: { isPending: boolean; isError: boolean }) =>
      query.isPending && !query.isError;
    if ((list.nplIds.length > 0 && waiting(products)) || waiting(substances)) return [];
    const productNames = new Map((products.data ?? []).map((p) => [p.nplId, productLabel(p)]));
    const substanceNames = new Map((substances.data ?? []).map((s) => [s.nslId, s.name]));
    const names = {
      product: (nplId: string) => productNames.get(nplId),
      substance: (nslId: string) => substanceNames.get(nslId),
    };
    return duplications.map((duplication) => ({
      key:
        duplication.kind === 'class'
          ? `class:${duplication.classId}`
          : `substance:${duplication.nslId}`,
      kind: duplication.kind,
      level: duplication.level,
      subject:
        duplication.kind === 'class'
          ? duplication.className
          : (substanceNames.get(duplication.nslId) ?? duplication.nslId),
      sentence: duplicationSentence(duplication, names),
      hazard: duplication.hazard,
      advice: duplication.advice,
    }));
  }, [open, duplications, list.nplIds.length, products, substances]);
}
