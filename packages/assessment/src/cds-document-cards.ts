import {
  BIRTH_DEFECT_CLASS_TEXT,
  highestLevel,
  lactationOrBirthDefectBadge,
  LACTATION_CLASS_TEXT,
} from '@medkompass/clinical/document-classification.ts';
import { kidneyFunctionInputOf } from '@medkompass/clinical/integrated-mode-url.ts';
import { RENAL_X_TOOLTIPS } from '@medkompass/clinical/renal-assessment.ts';
import { egfrDisplayText, EGFR_UNITS } from '@medkompass/clinical/renal-bands.ts';
import {
  documentClassAtBand,
  evaluateRenal,
  recommendationsAtBand,
} from '@medkompass/clinical/renal-evaluation.ts';
import { highestLetter } from '@medkompass/clinical/severity-scale.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import type { DocumentResult } from '@medkompass/contracts/document-results.ts';
import type { CdsIndicator } from '@medkompass/contracts/cds-hooks.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import {
  markdownText,
  orderKeys,
  sourceCard,
  type CardDraft,
  type CdsCardContext,
} from './cds-card-parts.ts';
import type { IdentifiedOrder } from './cds-medications.ts';
import { hasKidneyValues } from './cds-patient.ts';
import { documentResults } from './document-results.ts';
import type { DocumentLookup, LinkedDocument } from './knowledge-base.ts';

/** Every document a result refers to, its substances' included. */
function documentIdsOf(result: DocumentResult): string[] {
  if (result.type === 'substanceMissing' || result.type === 'productMissing') return [];
  const own = result.documentIds;
  return result.type === 'productMultiSubstance'
    ? [...own, ...result.substances.flatMap((s) => s.documentIds)]
    : own;
}

/**
 * The documents of each identified draft order, by the app's own document rules (the same
 * documentResults as the tabs), so route-specific documents apply as they do there.
 */
function documentsPerOrder<D extends LinkedDocument>(
  context: CdsCardContext,
  lookup: DocumentLookup<D>,
): { order: IdentifiedOrder; documents: D[] }[] {
  return context.draft
    .filter((order) => order.identified)
    .map((order) => {
      const { results, documents } = documentResults(
        context.kb,
        lookup,
        { nplIds: order.nplIds, nslIds: order.nslIds },
        'sv',
      );
      const ids = new Set(results.flatMap(documentIdsOf));
      return { order, documents: documents.filter((d) => ids.has(d.id)) };
    });
}

/**
 * Renal cards: when the request carries a creatinine or cystatin C value, the eGFR of the app's
 * renal rules (evaluateRenal) and, for each draft order whose document is class C or D at that
 * band, the recommendation there. When no eGFR can be estimated, one card says why.
 */
export function renalCards(context: CdsCardContext): CardDraft[] {
  if (!hasKidneyValues(context.patient.patient)) return [];
  const perOrder = documentsPerOrder(context, context.kb.renal).filter(
    (o) => o.documents.length > 0,
  );
  if (perOrder.length === 0) return [];
  const evaluation = evaluateRenal({
    patient: kidneyFunctionInputOf(context.patient.patient),
    now: context.now,
    hasSearch: true,
    integrated: true,
    chosenBand: null,
    documents: perOrder.flatMap((o) => o.documents),
    hasUnassessedEntry: false,
  });
  const { band, estimates } = evaluation;
  const recommended = estimates.recommended;
  if (band === null || recommended === null) {
    const reason = RENAL_X_TOOLTIPS[evaluation.missingReason ?? 'dataMissing'];
    const drugs = joinSwedish(perOrder.map((o) => o.order.label));
    return [
      {
        key: `njurfunktion:no-egfr:${orderKeys(perOrder.map((o) => o.order))}`,
        card: sourceCard(context, 'njurfunktion', {
          summary: `Njurfunktion kunde inte bedömas för ${drugs}`,
          detail: `${reason} Ange patientdata i Medkompass för att få doseringsråd vid nedsatt njurfunktion.\n\n${basisOf(context)}`,
          indicator: 'info',
        }),
      },
    ];
  }
  const egfrText = `${egfrDisplayText(recommended.value)} ${EGFR_UNITS[estimates.scale]}`;
  return perOrder.flatMap(({ order, documents }) => {
    const letters = documents.flatMap((d) => {
      const c = documentClassAtBand(d, band);
      return c === '?' || c === 'none' ? [] : [c];
    });
    const highest = highestLetter(letters);
    if (highest !== 'C' && highest !== 'D') return [];
    const advice = documents.flatMap((d) =>
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
            `**${markdownText(order.label)}** vid ${egfrText} (${recommended.name.toLowerCase()}, intervall ${band}):`,
            advice.join('\n'),
            basisOf(context),
          ].join('\n\n'),
          indicator: highest === 'D' ? 'critical' : 'warning',
        }),
      },
    ];
  });
}

/** The patient data an eGFR was estimated from, so the prescriber can check it. */
function basisOf(context: CdsCardContext): string {
  const p = context.patient.patient;
  const dated = (text: string, date: string | null) => (date === null ? text : `${text} (${date})`);
  // Swedish decimal comma.
  const n = (value: number) => String(value).replace('.', ',');
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
  return `Underlag från journalen: ${parts.join(', ')}.`;
}

interface PregnancySource {
  source: Extract<SourceName, 'birthdefect' | 'lactation'>;
  classText: Record<'1' | '2' | '3' | '?', string>;
  indicatorAt: (level: 2 | 3) => CdsIndicator;
}

function pregnancyCards<D extends LinkedDocument>(
  context: CdsCardContext,
  lookup: DocumentLookup<D>,
  { source, classText, indicatorAt }: PregnancySource,
  read: (document: D) => { level: number | null; text: string; title: string },
): CardDraft[] {
  if (!context.patient.fertileWoman) return [];
  return documentsPerOrder(context, lookup).flatMap(({ order, documents }) => {
    const level = highestLevel(documents.map((d) => read(d).level));
    if (level === null || level < 2) return [];
    const code = lactationOrBirthDefectBadge(level).code as '2' | '3';
    const texts = documents
      .filter((d) => read(d).level === level)
      .map((d) => `- **${markdownText(read(d).title)}:** ${markdownText(read(d).text)}`);
    const label = source === 'birthdefect' ? 'Fosterpåverkan' : 'Amning';
    return [
      {
        key: `${source}:${code}:${orderKeys([order])}`,
        card: sourceCard(context, source, {
          summary: `${label} klass ${code}: ${order.label}. ${classText[code]}`,
          detail: [
            `Patienten är en kvinna i fertil ålder (13–55 år). ${classText[code]}`,
            texts.join('\n'),
          ].join('\n\n'),
          indicator: indicatorAt(Number(code) as 2 | 3),
        }),
      },
    ];
  });
}

/**
 * Fetal-impact cards for a woman of fertile age: class 3 (known risk) is a warning, class 2 is
 * information, since the record system does not say whether she is pregnant.
 */
export function birthDefectCards(context: CdsCardContext): CardDraft[] {
  return pregnancyCards(
    context,
    context.kb.birthDefect,
    {
      source: 'birthdefect',
      classText: BIRTH_DEFECT_CLASS_TEXT,
      indicatorAt: (level) => (level === 3 ? 'warning' : 'info'),
    },
    (d) => ({ level: d.classificationLevel, text: d.assessment, title: d.name }),
  );
}

/** Lactation cards for a woman of fertile age: information, as breastfeeding is not known. */
export function lactationCards(context: CdsCardContext): CardDraft[] {
  return pregnancyCards(
    context,
    context.kb.lactation,
    { source: 'lactation', classText: LACTATION_CLASS_TEXT, indicatorAt: () => 'info' },
    (d) => ({ level: d.classification.level, text: d.recommendation, title: d.documentTitle }),
  );
}
