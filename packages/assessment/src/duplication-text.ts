import { joinSwedish } from '@medkompass/clinical/text.ts';
import type { Duplication, DuplicationEntry } from '@medkompass/contracts/duplication.ts';

/**
 * What the interactions tab says beside its A–D badge when the list has a duplication warning:
 * the badge keeps grading the pairs, and the tab still tells that something comes before them.
 */
export const DUPLICATION_TAB_TEXT =
  'Sökningen innehåller dubbelförskrivning (samma substans eller läkemedelsgrupp mer än en gång), som visas först under fliken.';

/** How the entries of a finding are named: the caller knows the products and substances. */
export interface DuplicationNames {
  /** A product's label (productLabel: name, strength and form); undefined when unknown. */
  product(nplId: string): string | undefined;
  /** A substance's Swedish name; undefined when unknown. */
  substance(nslId: string): string | undefined;
}

const upperFirst = (text: string): string => text.charAt(0).toLocaleUpperCase('sv') + text.slice(1);

/** 'båda' of two, 'alla' of more. */
const allOf = (count: number): string => (count === 2 ? 'båda' : 'alla');

/**
 * The sentence that says what a duplication is, naming every entry (a product with name,
 * strength and form): 'Alvedon 500 mg tablett och Panodil 500 mg filmdragerad tablett innehåller
 * båda paracetamol.' The app and the CDS cards say it alike.
 */
export function duplicationSentence(duplication: Duplication, names: DuplicationNames): string {
  const substance = (nslId: string) => names.substance(nslId) ?? nslId;
  const product = (nplId: string) => names.product(nplId) ?? nplId;
  const products = duplication.entries.flatMap((e) => (e.nplId === null ? [] : [e.nplId]));
  const searched = duplication.entries.filter((e) => e.nplId === null);

  if (duplication.kind === 'class') {
    const label = (entry: DuplicationEntry): string =>
      entry.nplId === null
        ? substance(entry.nslIds[0] ?? '')
        : `${product(entry.nplId)} (${joinSwedish(entry.nslIds.map(substance))})`;
    const count = duplication.entries.length;
    return upperFirst(
      `${joinSwedish(duplication.entries.map(label))} hör ${allOf(count)} till gruppen ${duplication.className}.`,
    );
  }

  const name = substance(duplication.nslId);
  const productLabels = joinSwedish(products.map(product));
  if (searched.length === 0) {
    return `${productLabels} innehåller ${allOf(products.length)} ${name}.`;
  }
  const [only] = searched;
  if (searched.length === 1 && only?.nslIds[0] === duplication.nslId) {
    const contain = products.length === 1 ? 'innehåller' : `innehåller ${allOf(products.length)}`;
    return `${productLabels} ${contain} ${name}, som också finns med som substans i listan.`;
  }
  const labels = duplication.entries.map((entry) =>
    entry.nplId === null ? `${substance(entry.nslIds[0] ?? '')} (substans)` : product(entry.nplId),
  );
  return `${upperFirst(name)} finns med flera gånger i listan: ${joinSwedish(labels)}.`;
}
