import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { documentResults } from '@medkompass/assessment/document-results.ts';
import type { DocumentLookup, LinkedDocument } from '@medkompass/assessment/knowledge-base.ts';
import {
  BIRTH_DEFECT_CLASS_TEXT,
  highestLevel,
  lactationOrBirthDefectBadge,
  LACTATION_CLASS_TEXT,
} from '@medkompass/clinical/document-classification.ts';
import { FERTILE_AGE } from '@medkompass/clinical/clinical-input-validation.ts';
import type { CdsIndicator } from '@medkompass/contracts/cds-hooks.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import {
  markdownText,
  orderKeys,
  sourceCard,
  type CardDraft,
  type CdsCardContext,
} from './cds-card-parts.ts';

/**
 * The documents of each identified order (the draft orders unless told), by the app's own
 * document rules (the same documentResults as the tabs), so route-specific documents apply as
 * they do there. Its documents are exactly those its results refer to (each once), so they need
 * no second filtering by the results' document ids.
 */
export function documentsPerOrder<D extends LinkedDocument>(
  context: CdsCardContext,
  lookup: DocumentLookup<D>,
  orders: readonly IdentifiedOrder[] = context.draft,
): { order: IdentifiedOrder; documents: D[] }[] {
  return orders
    .filter((order) => order.identified)
    .map((order) => ({
      order,
      documents: documentResults(
        context.kb,
        lookup,
        { nplIds: order.nplIds, nslIds: order.nslIds },
        'sv',
      ).documents,
    }));
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
            `Patienten är en kvinna i fertil ålder (${FERTILE_AGE.min}–${FERTILE_AGE.max} år). ${classText[code]}`,
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
