import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { assessInteractions } from '@medkompass/assessment/interaction-pairing.ts';
import {
  interactionCode,
  INTERACTION_DOCUMENTATION_TEXT,
  INTERACTION_SEVERITY_TEXT,
} from '@medkompass/clinical/interaction-classification.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import type { AssessedInteraction } from '@medkompass/contracts/interaction-assessment.ts';
import {
  markdownText,
  orderKeys,
  ordersOf,
  sourceCard,
  type CardDraft,
  type CdsCardContext,
} from './cds-card-parts.ts';

/** The grades a prescriber is interrupted for: C (manageable) and D (avoid). */
const CARD_SEVERITIES = new Set(['C', 'D']);

const labels = (orders: readonly IdentifiedOrder[]): string =>
  joinSwedish([...new Set(orders.map((o) => o.label))]);

/** One text of an interaction as a Markdown paragraph; nothing when the KB has none. */
function paragraph(context: CdsCardContext, heading: string, textId: string): string[] {
  const text = textId === '' ? null : context.kb.interactionText(textId);
  return text === null || text.trim() === '' ? [] : [`**${heading}:** ${markdownText(text)}`];
}

function interactionCard(
  context: CdsCardContext,
  interaction: AssessedInteraction,
  sides: [IdentifiedOrder[], IdentifiedOrder[]],
  draftOrders: IdentifiedOrder[],
): CardDraft {
  const classification = {
    severity: interaction.sevClassification,
    documentation: interaction.docClassification,
  };
  const code = interactionCode(classification);
  const pair = `${labels(sides[0])} + ${labels(sides[1])}`;
  const detail = [
    `**Interaktion ${code}: ${markdownText(pair)}**`,
    ...paragraph(context, 'Konsekvens', interaction.textIds.consequence),
    ...paragraph(context, 'Rekommendation', interaction.textIds.recommendation),
    ...paragraph(context, 'Mekanism', interaction.textIds.mechanism),
    `**Klassificering ${code}:** ${INTERACTION_SEVERITY_TEXT[classification.severity]} ${INTERACTION_DOCUMENTATION_TEXT[classification.documentation]}`,
  ].join('\n\n');
  return {
    key: `interactions:${interaction.id}:${orderKeys(draftOrders)}`,
    card: sourceCard(context, 'interactions', {
      summary: `Interaktion ${code}: ${pair}`,
      detail,
      indicator: classification.severity === 'D' ? 'critical' : 'warning',
    }),
  };
}

/**
 * Interaction cards: every pair graded C or D in which a draft order takes part, with the other
 * side a draft order or a drug the patient already takes. The pairs are those of the app's
 * interaction tab for the whole list (the same assessInteractions), so a card and the tab always
 * give the same grade. A pair within one order (a combination product) is no new finding.
 */
export function interactionCards(context: CdsCardContext): CardDraft[] {
  const orders = [...context.draft, ...context.active].filter((o) => o.identified);
  const list = {
    nplIds: [...new Set(orders.flatMap((o) => o.nplIds))],
    nslIds: [...new Set(orders.flatMap((o) => o.nslIds))],
  };
  const isDraft = (order: IdentifiedOrder) => context.draft.includes(order);
  return assessInteractions(context.kb, list).flatMap((interaction) => {
    if (!CARD_SEVERITIES.has(interaction.sevClassification)) return [];
    const sides = interaction.searchEntries.map((entries) => [
      ...new Set(entries.flatMap((entry) => ordersOf(orders, entry))),
    ]) as [IdentifiedOrder[], IdentifiedOrder[]];
    // The order being placed is named first: 'Ipren + Waran' for a new Ipren.
    if (!sides[0].some(isDraft)) sides.reverse();
    const draftOrders = [...new Set(sides.flat().filter(isDraft))];
    const samePairOnly =
      sides[0].length === 1 && sides[1].length === 1 && sides[0][0] === sides[1][0];
    if (draftOrders.length === 0 || samePairOnly) return [];
    return [interactionCard(context, interaction, sides, draftOrders)];
  });
}
