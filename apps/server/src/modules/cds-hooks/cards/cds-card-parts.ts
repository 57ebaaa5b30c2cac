import type { CdsPatient } from '@medkompass/assessment/cds-patient.ts';
import type {
  IdentifiedOrder,
  MedicationCodeLookup,
} from '@medkompass/assessment/cds-medications.ts';
import type { AssessmentKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { integratedUrlParams } from '@medkompass/clinical/integrated-mode-url.ts';
import type { CdsCard, CdsCoding, CdsIndicator } from '@medkompass/contracts/cds-hooks.ts';
import type { RiskProperty } from '@medkompass/contracts/riskprofile.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';

/** What the cards read of the knowledge base: the assessment rules' view plus codes and texts. */
export interface CdsKnowledgeBase extends AssessmentKnowledgeBase, MedicationCodeLookup {
  interactionText(id: string): string | null;
}

/** Everything a card is made from. */
export interface CdsCardContext {
  kb: CdsKnowledgeBase;
  riskProperties: readonly RiskProperty[];
  /** The orders being placed (draftOrders; at order-select only the selected ones). */
  draft: readonly IdentifiedOrder[];
  /** The patient's current medication list (prefetch), excluding the draft orders. */
  active: readonly IdentifiedOrder[];
  patient: CdsPatient;
  now: Date;
  /** The app's public address, e.g. https://medkompass.se, for the links back into it. */
  appUrl: string;
  /** The knowledge base is demo data: every card says so. */
  isDemo: boolean;
  /** The sources this client may see (the one source-access decision, made by the caller). */
  openSources: ReadonlySet<SourceName>;
}

/** A card before it is given its uuid; the key names its finding about these orders. */
export interface CardDraft {
  key: string;
  card: Omit<CdsCard, 'uuid'>;
}

/** The CDS Hooks summary: fewer than 140 characters (2.0 'Card Attributes'). */
export const SUMMARY_LIMIT = 139;

/** Cuts a summary to the limit with an ellipsis; the detail always holds the whole text. */
export function summaryOf(text: string): string {
  return text.length <= SUMMARY_LIMIT ? text : `${text.slice(0, SUMMARY_LIMIT - 1).trimEnd()}…`;
}

/**
 * Knowledge-base text as Markdown: characters that Markdown or HTML would read as markup are
 * escaped, so a text is shown as written whatever the record system's renderer allows.
 */
export function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]<>&#|]/g, (c) => `\\${c}`);
}

export const CARD_TOPIC_SYSTEM = 'https://medkompass.se/fhir/CodeSystem/cds-card-topic';
export const OVERRIDE_REASON_SYSTEM = 'https://medkompass.se/fhir/CodeSystem/override-reason';

const reason = (code: string, display: string): CdsCoding => ({
  system: OVERRIDE_REASON_SYSTEM,
  code,
  display,
});

/** Why a prescriber goes on despite a card; the choice is stored with the feedback. */
export const OVERRIDE_REASONS: readonly CdsCoding[] = [
  reason('benefit-outweighs-risk', 'Nyttan överväger risken för patienten'),
  reason('monitored', 'Patienten följs upp, t.ex. med provtagning eller dosjustering'),
  reason('previously-tolerated', 'Patienten har tidigare tolererat behandlingen'),
  reason('not-applicable', 'Gäller inte den här patienten'),
];

/** The link back into the app: the source's tab with the list and patient filled in. */
export function appLink(context: CdsCardContext, source: SourceName): string {
  const orders = [...context.draft, ...context.active];
  const params = integratedUrlParams({
    nplIds: [...new Set(orders.flatMap((o) => o.nplIds))],
    nslIds: [...new Set(orders.flatMap((o) => o.nslIds))],
    patient: context.patient.patient,
    unidentified: orders.filter((o) => !o.identified).length,
  });
  return `${context.appUrl}${sourceDefinition(source).path}?${params.toString()}`;
}

/** A card of one source, with the parts every card of this service has. */
export function sourceCard(
  context: CdsCardContext,
  source: SourceName,
  content: { summary: string; detail: string; indicator: CdsIndicator },
): Omit<CdsCard, 'uuid'> {
  const { label: sourceLabel, path } = sourceDefinition(source);
  const label = `Medkompass – ${sourceLabel}${context.isDemo ? ' (demodata)' : ''}`;
  const url = appLink(context, source);
  return {
    summary: summaryOf(content.summary),
    detail: context.isDemo
      ? `${content.detail}\n\n*Kunskapsbasen är demodata och får inte användas kliniskt.*`
      : content.detail,
    indicator: content.indicator,
    source: {
      label,
      url: `${context.appUrl}${path}`,
      topic: { system: CARD_TOPIC_SYSTEM, code: source, display: sourceLabel },
    },
    overrideReasons: [...OVERRIDE_REASONS],
    links: [{ label: `Öppna ${sourceLabel.toLowerCase()} i Medkompass`, url, type: 'absolute' }],
  };
}

/** The orders whose drugs include the substance or product of a search entry. */
export function ordersOf(
  orders: readonly IdentifiedOrder[],
  entry: { nslId: string; nplId: string | null },
): IdentifiedOrder[] {
  return orders.filter((order) =>
    entry.nplId === null ? order.nslIds.includes(entry.nslId) : order.nplIds.includes(entry.nplId),
  );
}

/** The order keys of a card, sorted, so the same orders make the same key in every hook. */
export const orderKeys = (orders: readonly IdentifiedOrder[]): string =>
  [...new Set(orders.map((o) => o.key))].sort().join(',');
