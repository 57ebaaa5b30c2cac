import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import type { RenalDocument } from '@medkompass/assessment/knowledge-base.ts';
import { kidneyFunctionInputOf } from '@medkompass/clinical/integrated-mode-url.ts';
import { egfrDisplayText, EGFR_UNITS } from '@medkompass/clinical/renal-bands.ts';
import {
  documentClassAtBand,
  evaluateRenal,
  recommendationsAtBand,
} from '@medkompass/clinical/renal-evaluation.ts';
import { renalWarnings, type RenalWarningCode } from '@medkompass/clinical/renal-warnings.ts';
import { highestLetter } from '@medkompass/clinical/severity-scale.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import {
  markdownText,
  orderKeys,
  sourceCard,
  type CardDraft,
  type CdsCardContext,
} from './cds-card-parts.ts';
import { documentsPerOrder } from './cds-document-cards.ts';
import { renalGapReasons, swedishNumber, unusedKidneyValues } from './cds-renal-reasons.ts';

interface OrderDocuments {
  order: IdentifiedOrder;
  documents: RenalDocument[];
  active: boolean;
}

/**
 * Renal cards, by the app's renal rules (evaluateRenal). With an eGFR: for each draft order
 * whose document is class C or D at its band, the recommendation there. Without one, when any
 * order (draft or on the medication list) has a renal document: one card naming those drugs and
 * every reason the request shows (renalGapReasons), so an assessment is never dropped silently.
 */
export function renalCards(context: CdsCardContext): CardDraft[] {
  const withDocuments = (orders: readonly IdentifiedOrder[], active: boolean): OrderDocuments[] =>
    documentsPerOrder(context, context.kb.renal, orders)
      .filter((o) => o.documents.length > 0)
      .map((o) => ({ ...o, active }));
  const draft = withDocuments(context.draft, false);
  const all = [...draft, ...withDocuments(context.active, true)];
  if (all.length === 0) return [];
  const documents = [...new Map(all.flatMap((o) => o.documents).map((d) => [d.id, d])).values()];
  const evaluation = evaluateRenal({
    patient: kidneyFunctionInputOf(context.patient.patient),
    now: context.now,
    hasSearch: true,
    integrated: true,
    chosenBand: null,
    documents,
    hasUnassessedEntry: false,
  });
  const { band, estimates } = evaluation;
  const recommended = estimates.recommended;
  if (band === null || recommended === null) {
    const reasons = renalGapReasons(context.patient, evaluation, context.now);
    const drugs = all.map(
      ({ order, active }) =>
        `- **${markdownText(order.label)}**${active ? ' (aktuellt läkemedel)' : ''}`,
    );
    return [
      {
        key: `njurfunktion:no-egfr:${orderKeys(all.map((o) => o.order))}`,
        card: sourceCard(context, 'njurfunktion', {
          summary: `Njurfunktion kunde inte bedömas för ${joinSwedish(all.map((o) => o.order.label))}`,
          detail: [
            'Ingen eGFR kunde skattas, så doseringsråd vid nedsatt njurfunktion saknas för:',
            drugs.join('\n'),
            `Orsak:\n${reasons.map((r) => `- ${markdownText(r)}`).join('\n')}`,
            'Ange patientdata i Medkompass för att få doseringsråd vid nedsatt njurfunktion.',
            basisOf(context),
          ].join('\n\n'),
          // A drug that is class D at some band may be contraindicated: not knowing the renal
          // function then needs the prescriber's attention, not just information.
          indicator: documents.some(hasClassD) ? 'warning' : 'info',
        }),
      },
    ];
  }
  const caveats = renalWarnings({
    patient: kidneyFunctionInputOf(context.patient.patient),
    estimates,
    glucocorticoidInSearch: false,
  }).filter((w) => CARD_CAVEATS.has(w.code));
  const egfrText = `${egfrDisplayText(recommended.value)} ${EGFR_UNITS[estimates.scale]}`;
  const unused = unusedKidneyValues(context.patient);
  return draft.flatMap(({ order, documents: own }) => {
    const letters = own.flatMap((d) => {
      const c = documentClassAtBand(d, band);
      return c === '?' || c === 'none' ? [] : [c];
    });
    const highest = highestLetter(letters);
    if (highest !== 'C' && highest !== 'D') return [];
    const advice = own.flatMap((d) =>
      recommendationsAtBand(d, band).map(
        (r) =>
          `- **${r.classification.code}** (${markdownText(d.documentTitle)}): ${markdownText(r.recommendationText)}`,
      ),
    );
    return [
      {
        key: `njurfunktion:${highest}:${band}:${orderKeys([order])}`,
        card: sourceCard(context, 'njurfunktion', {
          summary: `Njurfunktion klass ${highest}: ${order.label} vid ${egfrText}`,
          detail: [
            `**${markdownText(order.label)}** vid ${egfrText} (${lowerFirst(recommended.name)}, intervall ${band}):`,
            advice.join('\n'),
            ...caveats.map((w) => `**Observera:** ${markdownText(w.text)}`),
            basisOf(context),
            ...(unused.length > 0
              ? [
                  `Används inte i skattningen:\n${unused.map((u) => `- ${markdownText(u)}`).join('\n')}`,
                ]
              : []),
          ].join('\n\n'),
          indicator: highest === 'D' ? 'critical' : 'warning',
        }),
      },
    ];
  });
}

/**
 * The renal tab's warnings a card repeats, since they change how its eGFR should be read: near
 * another band (dv11), creatinine above 300 (dv17), the lower of two estimates that could not be
 * combined (dv18), a mean in a milder band than the lower estimate (dv19). ADR 35.
 */
const CARD_CAVEATS: ReadonlySet<RenalWarningCode> = new Set(['dv11', 'dv17', 'dv18', 'dv19']);

const hasClassD = (document: RenalDocument) =>
  document.recommendations.some((r) => r.classification.code === 'D');

/** 'Relativt eGFR (kreatinin)' within a sentence: only the first letter lowered, so eGFR stays eGFR. */
const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** The patient data an eGFR was estimated from, so the prescriber can check it. */
function basisOf(context: CdsCardContext): string {
  const p = context.patient.patient;
  const dated = (text: string, date: string | null) => (date === null ? text : `${text} (${date})`);
  const n = swedishNumber;
  const parts = [
    p.birthYear === null ? null : `födelseår ${p.birthYear}`,
    p.gender === null ? null : p.gender === 'FEMALE' ? 'kvinna' : 'man',
    p.creatinine === null ? null : dated(`kreatinin ${n(p.creatinine)} µmol/L`, p.creatinineDate),
    p.cystatinEgfr === null
      ? null
      : dated(`eGFR från cystatin C ${n(p.cystatinEgfr)} mL/min/1,73 m²`, p.cystatinEgfrDate),
    p.cystatinC === null ? null : dated(`cystatin C ${n(p.cystatinC)} mg/L`, p.cystatinEgfrDate),
    p.weight === null ? null : `vikt ${n(p.weight)} kg`,
    p.height === null ? null : `längd ${n(p.height)} cm`,
  ].filter((part) => part !== null);
  return parts.length === 0
    ? 'Underlag från journalen: inga användbara uppgifter.'
    : `Underlag från journalen: ${parts.join(', ')}.`;
}
