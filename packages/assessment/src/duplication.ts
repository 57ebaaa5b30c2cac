import type {
  Duplication,
  DuplicationClass,
  DuplicationEntry,
  DuplicationLevel,
} from '@medkompass/contracts/duplication.ts';
import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import { substanceIdsOf, type AssessmentKnowledgeBase } from './knowledge-base.ts';

/** The rule's own texts for one substance through several entries (a class has its own). */
export const SAME_SUBSTANCE_TEXTS = {
  hazard:
    'Samma substans från flera läkemedel ger en högre sammanlagd dos än avsett, med risk för överdosering och dosberoende biverkningar.',
  advice:
    'Kontrollera om dubbleringen är avsiktlig. Räkna samman dygnsdosen från alla läkemedel och behåll annars bara ett av dem. Tänk särskilt på kombinationsläkemedel, där en substans lätt förbises.',
} as const;

/** An entry of the search list as the rule reads it. */
interface ListEntry {
  nplId: string | null;
  /** A product's substances; a searched substance itself. */
  nslIds: readonly string[];
  /** A topical product (gel, cream, eye drops …): low systemic exposure. */
  topical: boolean;
  /** A product's own ATC codes (else its substances'); a substance's and its parent's. */
  atcCodes: readonly string[];
}

/** A substance's ATC codes with its parent's: a salt may carry none of its own. */
function substanceAtc(kb: AssessmentKnowledgeBase, nslId: string): string[] {
  const substance = kb.substance(nslId);
  if (!substance) return [];
  const parent = substance.topParent === null ? undefined : kb.substance(substance.topParent);
  return [...new Set([...substance.atcCodes, ...(parent?.atcCodes ?? [])])];
}

/**
 * The substance an id is one of: its top parent. A salt and its base, or two salts of one base,
 * are the same active substance, so they duplicate each other (unlike the assessments, where a
 * sibling does not stand for another; ADR 11).
 */
const moietyOf = (kb: AssessmentKnowledgeBase, nslId: string): string =>
  kb.substance(nslId)?.topParent ?? nslId;

/**
 * The known entries of the list, each once (a product or substance named twice is one entry):
 * products by nplId, then substances by nslId, so the answer does not depend on the list's order.
 */
function entriesOf(kb: AssessmentKnowledgeBase, list: SearchListQuery): ListEntry[] {
  const products = [...new Set(list.nplIds)].sort().flatMap((nplId): ListEntry[] => {
    const product = kb.product(nplId);
    if (!product) return [];
    const nslIds = substanceIdsOf(product);
    return [
      {
        nplId,
        nslIds,
        topical: product.drugForm.administration === 'topical',
        atcCodes:
          product.atcCodes.length > 0
            ? product.atcCodes
            : [...new Set(nslIds.flatMap((id) => substanceAtc(kb, id)))],
      },
    ];
  });
  const substances = [...new Set(list.nslIds)]
    .sort()
    .filter((nslId) => kb.substance(nslId) !== undefined)
    .map((nslId): ListEntry => ({
      nplId: null,
      nslIds: [nslId],
      topical: false,
      atcCodes: substanceAtc(kb, nslId),
    }));
  return [...products, ...substances];
}

const inClass = (codes: readonly string[], duplicationClass: DuplicationClass): boolean =>
  codes.some((code) => duplicationClass.atcPrefixes.some((prefix) => code.startsWith(prefix)));

/** An entry's part in a finding: the entry and the substances through which it takes part. */
interface Member {
  entry: ListEntry;
  nslIds: readonly string[];
}

const entryOf = ({ entry, nslIds }: Member): DuplicationEntry => ({
  nplId: entry.nplId,
  nslIds: [...nslIds],
});

const moietiesOf = (kb: AssessmentKnowledgeBase, members: readonly Member[]): Set<string> =>
  new Set(members.flatMap((m) => m.nslIds.map((id) => moietyOf(kb, id))));

/** One substance through two or more entries. */
function substanceDuplications(
  kb: AssessmentKnowledgeBase,
  entries: readonly ListEntry[],
): Duplication[] {
  const byMoiety = new Map<string, Member[]>();
  for (const entry of entries) {
    const ofMoiety = new Map<string, string[]>();
    for (const nslId of entry.nslIds) {
      const moiety = moietyOf(kb, nslId);
      ofMoiety.set(moiety, [...(ofMoiety.get(moiety) ?? []), nslId]);
    }
    for (const [moiety, nslIds] of ofMoiety) {
      byMoiety.set(moiety, [...(byMoiety.get(moiety) ?? []), { entry, nslIds }]);
    }
  }
  return [...byMoiety.entries()]
    .filter(([, members]) => members.length >= 2)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([nslId, members]) => ({
      kind: 'substance',
      nslId,
      level: members.filter((m) => !m.entry.topical).length >= 2 ? 'warning' : 'note',
      entries: members.map(entryOf),
      ...SAME_SUBSTANCE_TEXTS,
    }));
}

/**
 * Two or more substances of one class through two or more entries. An entry takes part through
 * its substances that carry the class's ATC codes; a combination product that is a member only
 * by its own code (e.g. codeine with paracetamol, N02AJ) takes part through all its substances.
 * The same substance twice is the substance finding's, not a class finding as well.
 */
function classDuplications(
  kb: AssessmentKnowledgeBase,
  entries: readonly ListEntry[],
): Duplication[] {
  return kb.duplicationClasses.flatMap((duplicationClass): Duplication[] => {
    const members = entries
      .filter((entry) => inClass(entry.atcCodes, duplicationClass))
      .map((entry): Member => {
        const own = entry.nslIds.filter((id) => inClass(substanceAtc(kb, id), duplicationClass));
        return { entry, nslIds: own.length > 0 ? own : entry.nslIds };
      });
    const moieties = moietiesOf(kb, members);
    if (members.length < 2 || moieties.size < 2) return [];
    const systemic = members.filter((m) => !m.entry.topical);
    const level: DuplicationLevel =
      systemic.length >= 2 && moietiesOf(kb, systemic).size >= 2 ? 'warning' : 'note';
    return [
      {
        kind: 'class',
        classId: duplicationClass.id,
        className: duplicationClass.name,
        nslIds: [...moieties].sort(),
        level,
        entries: members.map(entryOf),
        hazard: duplicationClass.hazard,
        advice: duplicationClass.advice,
      },
    ];
  });
}

const LEVEL_ORDER: Record<DuplicationLevel, number> = { warning: 0, note: 1 };
const KIND_ORDER: Record<Duplication['kind'], number> = { substance: 0, class: 1 };

/**
 * The therapeutic duplications of a search list (ADR 36): one substance (its top
 * parent) through two or more entries, and two or more substances of one duplication class of
 * the knowledge base through two or more entries. A product or substance named twice is one
 * entry, and unknown ids take no part (they are reported as unidentified elsewhere). A finding
 * that needs a topical product is a 'note' (low systemic exposure), never left out. Warnings
 * first, then one substance before a class, then by substance id and the classes' order.
 */
export function findDuplications(
  kb: AssessmentKnowledgeBase,
  list: SearchListQuery,
): Duplication[] {
  const entries = entriesOf(kb, list);
  if (entries.length < 2) return [];
  return [...substanceDuplications(kb, entries), ...classDuplications(kb, entries)].sort(
    (a, b) =>
      LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
}
