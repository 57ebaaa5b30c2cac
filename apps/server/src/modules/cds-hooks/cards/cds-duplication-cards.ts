import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { findDuplications } from '@medkompass/assessment/duplication.ts';
import {
  duplicationSentence,
  type DuplicationNames,
} from '@medkompass/assessment/duplication-text.ts';
import { productLabel } from '@medkompass/assessment/product-label.ts';
import type { Duplication } from '@medkompass/contracts/duplication.ts';
import {
  markdownText,
  orderKeys,
  ordersOf,
  sourceCard,
  type CardDraft,
  type CdsCardContext,
} from './cds-card-parts.ts';

/** What a duplication is about, after 'Dubbelförskrivning:'. */
function subjectOf(duplication: Duplication, names: DuplicationNames): string {
  return duplication.kind === 'class'
    ? `samma läkemedelsgrupp (${duplication.className})`
    : `samma substans (${names.substance(duplication.nslId) ?? duplication.nslId})`;
}

/**
 * Duplication cards (ADR 36): every duplication warning of the whole list (draft and active orders)
 * in which a draft order takes part, from the rule the app's interactions tab shows first
 * (findDuplications), so card and tab name the same entries. Two entries from one order (an order
 * coded as a substance and its salt) are no duplication of orders. A note (through a topical form)
 * is left to the app: a card interrupts a prescriber.
 */
export function duplicationCards(context: CdsCardContext): CardDraft[] {
  const orders = [...context.draft, ...context.active].filter((o) => o.identified);
  const list = {
    nplIds: [...new Set(orders.flatMap((o) => o.nplIds))],
    nslIds: [...new Set(orders.flatMap((o) => o.nslIds))],
  };
  const isDraft = (order: IdentifiedOrder) => context.draft.includes(order);
  const names: DuplicationNames = {
    product: (nplId) => {
      const product = context.kb.product(nplId);
      return product && productLabel(product);
    },
    substance: (nslId) => context.kb.substance(nslId)?.name,
  };
  return findDuplications(context.kb, list).flatMap((duplication): CardDraft[] => {
    if (duplication.level !== 'warning') return [];
    const involved = [
      ...new Set(
        duplication.entries.flatMap((entry) =>
          ordersOf(orders, { nplId: entry.nplId, nslId: entry.nslIds[0] ?? '' }),
        ),
      ),
    ];
    const draftOrders = involved.filter(isDraft);
    if (draftOrders.length === 0 || involved.length < 2) return [];
    const sentence = duplicationSentence(duplication, names);
    const id = duplication.kind === 'class' ? duplication.classId : duplication.nslId;
    return [
      {
        key: `duplication:${duplication.kind}:${id}:${orderKeys(draftOrders)}`,
        card: sourceCard(context, 'interactions', {
          summary: `Dubbelförskrivning: ${sentence}`,
          detail: [
            `**Dubbelförskrivning: ${markdownText(subjectOf(duplication, names))}**`,
            markdownText(sentence),
            `**Risk:** ${markdownText(duplication.hazard)}`,
            `**Rekommendation:** ${markdownText(duplication.advice)}`,
          ].join('\n\n'),
          indicator: 'warning',
        }),
      },
    ];
  });
}
