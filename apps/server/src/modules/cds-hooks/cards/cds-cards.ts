import type { UnreadableOrder } from '@medkompass/assessment/cds-medications.ts';
import { substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import { riskprofileEntries } from '@medkompass/assessment/riskprofile-entries.ts';
import { scoreRiskprofile } from '@medkompass/assessment/riskprofile-scores.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import type { CdsPrefetchKey } from '@medkompass/contracts/cds-hooks.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import {
  markdownText,
  orderKeys,
  sourceCard,
  type CardDraft,
  type CdsCardContext,
} from './cds-card-parts.ts';
import { birthDefectCards, lactationCards } from './cds-document-cards.ts';
import { duplicationCards } from './cds-duplication-cards.ts';
import { interactionCards } from './cds-interaction-cards.ts';
import { renalCards } from './cds-renal-cards.ts';

/** The substances of identified orders: their own and their products'. */
function substancesOf(context: CdsCardContext, orders: CdsCardContext['draft']): Set<string> {
  return new Set(
    orders.flatMap((order) => [
      ...order.nslIds,
      ...order.nplIds.flatMap((id) => {
        const product = context.kb.product(id);
        return product ? substanceIdsOf(product) : [];
      }),
    ]),
  );
}

/**
 * Riskprofile cards: a property of the whole list (draft and active) that reaches level III, with
 * a draft order among what adds to it, scored as the app's riskprofile tab does (MAX for every
 * substance, as nothing has been chosen).
 */
export function riskprofileCards(context: CdsCardContext): CardDraft[] {
  const orders = [...context.draft, ...context.active].filter((o) => o.identified);
  const draftSubstances = substancesOf(context, context.draft);
  const entries = riskprofileEntries(context.kb, [...substancesOf(context, orders)].sort());
  const scores = scoreRiskprofile(entries, context.riskProperties, {});
  return scores.properties.flatMap((score) => {
    if (score.label !== 'III') return [];
    const fromDraft = score.contributions.filter((c) => draftSubstances.has(c.nslId));
    if (fromDraft.length === 0) return [];
    const draftOrders = context.draft.filter((order) =>
      fromDraft.some((c) => substancesOf(context, [order]).has(c.nslId)),
    );
    const name = score.property.name.sv;
    const parts = score.contributions.map((c) => `- ${markdownText(c.substance)}: ${c.value}`);
    return [
      {
        key: `riskprofile:${score.property.propertyId}:${orderKeys(draftOrders)}`,
        card: sourceCard(context, 'riskprofile', {
          summary: `Riskprofil: ${name} når nivå III med ${joinSwedish(draftOrders.map((o) => o.label))}`,
          detail: [
            `**${markdownText(name)}** når nivå III (summa ${score.sum})${score.qtAlert ? ', med varning för QT-förlängning' : ''}. Det här bidrar:`,
            parts.join('\n'),
            ...(score.property.description ? [markdownText(score.property.description.sv)] : []),
          ].join('\n\n'),
          indicator: 'warning',
        }),
      },
    ];
  });
}

/** Why an order could not be read at all, for the one who maintains the record system's link. */
const UNREADABLE_TEXT: Record<UnreadableOrder, string> = {
  dstu2MedicationOrder:
    'kunde inte läsas: ordinationen skickades som MedicationOrder (FHIR DSTU2), beslutsstödet läser MedicationRequest (FHIR R4)',
  malformed: 'kunde inte läsas: ordinationen följer inte FHIR R4 MedicationRequest',
};

/** One card for every order the service could not identify (specification §8's message). */
function unidentifiedCard(context: CdsCardContext): CardDraft[] {
  const unknown = [...context.draft, ...context.active].filter((o) => !o.identified);
  if (unknown.length === 0) return [];
  const names = unknown
    .map(
      (o) =>
        `- ${markdownText(o.label)}${o.unreadable === undefined ? '' : ` (${UNREADABLE_TEXT[o.unreadable]})`}`,
    )
    .join('\n');
  return [
    {
      key: `unidentified:${orderKeys(unknown)}`,
      card: sourceCard(context, 'interactions', {
        summary: `${unknown.length} läkemedel kunde inte identifieras`,
        detail: `${names}\n\nDe ingår inte i bedömningarna. Jämför läkemedelslistan i journalen med listan i beslutsstödet.`,
        indicator: 'warning',
      }),
    },
  ];
}

/** What each prefetch key that was not given leaves out of the assessment. */
const MISSING_TEXT: Partial<Record<CdsPrefetchKey, string>> = {
  patient:
    'Patientuppgifter (kön och födelsedatum) saknas: fosterpåverkan, amning och njurfunktion har inte bedömts.',
  activeMedications:
    'Patientens aktuella läkemedel saknas: interaktioner har bara bedömts mellan de nya ordinationerna.',
};
const LABS_MISSING = 'Kreatinin och cystatin C saknas: njurfunktion har inte bedömts.';

/**
 * One information card when the client could not give what discovery asks for: the service
 * fetches nothing itself (it never calls the record system's FHIR server), so it says what the
 * assessment was made without.
 */
function missingPrefetchCard(
  context: CdsCardContext,
  missing: readonly CdsPrefetchKey[],
): CardDraft[] {
  const lines = [
    ...missing.flatMap((key) => MISSING_TEXT[key] ?? []),
    // One lab value is enough for an estimate, so only both missing leaves renal out.
    ...(missing.includes('creatinine') && missing.includes('cystatinC') ? [LABS_MISSING] : []),
  ];
  if (lines.length === 0) return [];
  return [
    {
      key: `missing:${[...missing].sort().join(',')}:${orderKeys(context.draft)}`,
      card: sourceCard(context, 'interactions', {
        summary: 'Bedömningen är ofullständig: uppgifter saknades i anropet',
        detail: `${lines.map((l) => `- ${l}`).join('\n')}\n\nMedkompass hämtar inga uppgifter från journalen på egen hand.`,
        indicator: 'info',
      }),
    },
  ];
}

const SOURCE_CARDS: readonly [SourceName, (context: CdsCardContext) => CardDraft[]][] = [
  // Duplications come first on the interactions tab, and first among cards of one indicator.
  ['interactions', duplicationCards],
  ['interactions', interactionCards],
  ['njurfunktion', renalCards],
  ['birthdefect', birthDefectCards],
  ['lactation', lactationCards],
  ['riskprofile', riskprofileCards],
];

const INDICATOR_ORDER = { critical: 0, warning: 1, info: 2 } as const;

/**
 * Every card for a CDS request: the open sources' findings, most urgent first, then the orders
 * that could not be identified and what the request lacked.
 */
export function cdsCards(context: CdsCardContext, missing: readonly CdsPrefetchKey[]): CardDraft[] {
  const findings = SOURCE_CARDS.flatMap(([source, cards]) =>
    context.openSources.has(source) ? cards(context) : [],
  ).sort((a, b) => INDICATOR_ORDER[a.card.indicator] - INDICATOR_ORDER[b.card.indicator]);
  return [...findings, ...unidentifiedCard(context), ...missingPrefetchCard(context, missing)];
}
