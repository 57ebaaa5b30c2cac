import { describe, expect, it } from 'vitest';
import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { cdsContext, cdsOrder } from '@medkompass/assessment/testing/cds-test-context.ts';
import {
  bundleOf,
  nplId,
  nslId,
  product,
  substance,
} from '@medkompass/assessment/testing/test-knowledge-base.ts';
import {
  BIRTH_DEFECT_CLASS_TEXT,
  LACTATION_CLASS_TEXT,
} from '@medkompass/clinical/document-classification.ts';
import type { LactationDocument } from '@medkompass/contracts/documents.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { birthDefectCards, documentsPerOrder, lactationCards } from './cds-document-cards.ts';

const links = (key: string, nplIds: string[] = []) => ({
  nslIds: [nslId(key)],
  nplIds,
  updated: '2026-10-01',
});
const fetal = (id: string, key: string, level: 1 | 2 | 3 | null, nplIds: string[] = []) => ({
  id,
  name: `Dokument ${id}`,
  assessment: `Bedömning ${id}.`,
  classificationLevel: level,
  background: '',
  ...links(key, nplIds),
});
const lactation = (id: string, key: string, level: 1 | 2 | 3 | null): LactationDocument => ({
  id,
  documentTitle: `Titel ${id}`,
  recommendation: `Råd ${id}.`,
  publicRecommendation: 'Råd.',
  classification: {
    level,
    code: level === null ? '?' : `${level}`,
  },
  background: '',
  ...links(key),
});

/**
 * a: two fetal class 3 documents and a class 1 one; b: fetal class 2, lactation 2; c: fetal 1
 * and '?', lactation 1; d: a class 3 document only for its topical product 2, not tablets (1).
 */
const BUNDLE: KbBundle = {
  ...bundleOf({
    substances: ['a', 'b', 'c', 'd'].map((key) => substance(key)),
    products: [product(1, 'peroral', 'd'), product(2, 'topical', 'd')],
  }),
  birthDefectDocuments: [
    fetal('a1', 'a', 3),
    fetal('a2', 'a', 1),
    fetal('a3', 'a', 3),
    fetal('b1', 'b', 2),
    fetal('c1', 'c', 1),
    fetal('c2', 'c', null),
    fetal('d1', 'd', 3, [nplId(2)]),
  ],
  lactationDocuments: [lactation('a1', 'a', 3), lactation('b1', 'b', 2), lactation('c1', 'c', 1)],
};
const A = cdsOrder(nslId('a'), 'A');
const B = cdsOrder(nslId('b'), 'B');
const C = cdsOrder(nslId('c'), 'C');
const woman = (draft: IdentifiedOrder[], active: IdentifiedOrder[] = []) =>
  cdsContext(BUNDLE, { draft, active, fertileWoman: true });

describe('birthDefectCards', () => {
  it('warns of class 3 with the class-3 documents’ assessments, for a woman aged 13–55 (specification §5)', () => {
    const [card, ...rest] = birthDefectCards(woman([A]));
    expect(rest).toEqual([]);
    expect(card?.key).toBe('birthdefect:3:MedicationRequest/A');
    expect(card?.card.indicator).toBe('warning');
    expect(card?.card.source.topic.code).toBe('birthdefect');
    expect(card?.card.summary).toBe(`Fosterpåverkan klass 3: A. ${BIRTH_DEFECT_CLASS_TEXT['3']}`);
    expect(card?.card.detail).toBe(
      [
        `Patienten är en kvinna i fertil ålder (13–55 år). ${BIRTH_DEFECT_CLASS_TEXT['3']}`,
        '- **Dokument a1:** Bedömning a1.\n- **Dokument a3:** Bedömning a3.',
      ].join('\n\n'),
    );
  });

  it('informs of class 2, and says nothing of class 1 or an unassessed drug', () => {
    const cards = birthDefectCards(woman([B, C]));
    expect(cards.map((c) => [c.key, c.card.indicator, c.card.summary])).toEqual([
      [
        'birthdefect:2:MedicationRequest/B',
        'info',
        `Fosterpåverkan klass 2: B. ${BIRTH_DEFECT_CLASS_TEXT['2']}`,
      ],
    ]);
  });

  it('gives no card for a patient who is not a woman of fertile age, nor for the medication list', () => {
    expect(birthDefectCards(cdsContext(BUNDLE, { draft: [A, B] }))).toEqual([]);
    expect(birthDefectCards(woman([C], [A, B]))).toEqual([]);
  });

  it('applies a route-specific document to its products only, as the tab does', () => {
    const tablet = cdsOrder('', 'D tablett', [nplId(1)]);
    const gel = cdsOrder('', 'D gel', [nplId(2)]);
    expect(birthDefectCards(woman([tablet, gel])).map((c) => c.card.summary)).toEqual([
      `Fosterpåverkan klass 3: D gel. ${BIRTH_DEFECT_CLASS_TEXT['3']}`,
    ]);
  });
});

describe('lactationCards', () => {
  it('informs of classes 2 and 3 with the documents’ recommendations, never more than information', () => {
    const cards = lactationCards(woman([A, B, C]));
    expect(cards.map((c) => [c.key, c.card.indicator, c.card.summary])).toEqual([
      [
        'lactation:3:MedicationRequest/A',
        'info',
        `Amning klass 3: A. ${LACTATION_CLASS_TEXT['3']}`,
      ],
      [
        'lactation:2:MedicationRequest/B',
        'info',
        `Amning klass 2: B. ${LACTATION_CLASS_TEXT['2']}`,
      ],
    ]);
    expect(cards[1]?.card.detail).toBe(
      [
        `Patienten är en kvinna i fertil ålder (13–55 år). ${LACTATION_CLASS_TEXT['2']}`,
        '- **Titel b1:** Råd b1.',
      ].join('\n\n'),
    );
    expect(cards[0]?.card.source.topic.code).toBe('lactation');
  });
});

describe('documentsPerOrder', () => {
  it('gives each identified draft order its documents, or the orders asked for', () => {
    const unknown: IdentifiedOrder = { ...A, key: 'MedicationRequest/X', identified: false };
    const context = woman([A, unknown], [C]);
    const ids = (rows: ReturnType<typeof documentsPerOrder>) =>
      rows.map(({ order, documents }) => [order.label, documents.map((d) => d.id)]);
    expect(ids(documentsPerOrder(context, context.kb.birthDefect))).toEqual([
      ['A', ['a1', 'a2', 'a3']],
    ]);
    expect(ids(documentsPerOrder(context, context.kb.birthDefect, context.active))).toEqual([
      ['C', ['c1', 'c2']],
    ]);
  });
});
