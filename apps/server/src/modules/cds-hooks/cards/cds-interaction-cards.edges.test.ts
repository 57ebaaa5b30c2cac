import { describe, expect, it } from 'vitest';
import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { cdsContext, cdsOrder } from '@medkompass/assessment/testing/cds-test-context.ts';
import {
  bundleOf,
  formGroup,
  interaction,
  nplId,
  nslId,
  product,
  substance,
} from '@medkompass/assessment/testing/test-knowledge-base.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { interactionCards } from './cds-interaction-cards.ts';

const withTexts = (bundle: KbBundle, texts: Record<string, string>): KbBundle => ({
  ...bundle,
  interactionTexts: Object.entries(texts).map(([id, text]) => ({ id, text })),
});

/** a+b D3 with its texts (no background shown, an empty mechanism), b+c C2 without, a+c B1, product 1 holds a and c. */
const BUNDLE = withTexts(
  bundleOf({
    substances: ['a', 'b', 'c'].map((key) => substance(key)),
    products: [product(1, 'peroral', 'a', 'c')],
    interactions: [
      interaction('a', 'b', 'D3'),
      interaction('b', 'c', 'C2'),
      interaction('a', 'c', 'B1'),
    ],
  }),
  {
    'i-a-b-c': 'Blödningsrisk_ökar.',
    'i-a-b-r': 'Undvik kombinationen.',
    'i-a-b-m': '   ',
    'i-a-b-b': 'Bakgrund som inte visas.',
    'i-b-c-m': 'Hämmar nedbrytningen.',
  },
);
const A = cdsOrder(nslId('a'), 'A');
const B = cdsOrder(nslId('b'), 'B');
const C = cdsOrder(nslId('c'), 'C');
const cards = (draft: IdentifiedOrder[], active: IdentifiedOrder[] = []) =>
  interactionCards(cdsContext(BUNDLE, { draft, active }));

describe('interactionCards', () => {
  it('gives a D pair its texts and classification, named with the new order first, as critical', () => {
    const [card, ...rest] = cards([B], [A]);
    expect(rest).toEqual([]);
    expect(card).toMatchObject({
      key: 'interactions:i-a-b:MedicationRequest/B',
      card: {
        summary: 'Interaktion D3: B + A',
        indicator: 'critical',
        source: { topic: { code: 'interactions' } },
        detail: [
          '**Interaktion D3: B + A**',
          '**Konsekvens:** Blödningsrisk\\_ökar.',
          '**Rekommendation:** Undvik kombinationen.',
          '**Klassificering D3:** Kliniskt betydelsefull interaktion. Kombinationen bör undvikas. Underlaget är studier på friska försökspersoner eller pilotstudier på patienter.',
        ].join('\n\n'),
      },
    });
  });

  it('warns of a C pair, gives nothing for A or B, and names every new order of a pair', () => {
    const result = cards([A, B, C]);
    expect(result.map((c) => [c.key, c.card.indicator, c.card.summary])).toEqual([
      [
        'interactions:i-a-b:MedicationRequest/A,MedicationRequest/B',
        'critical',
        'Interaktion D3: A + B',
      ],
      [
        'interactions:i-b-c:MedicationRequest/B,MedicationRequest/C',
        'warning',
        'Interaktion C2: B + C',
      ],
    ]);
    expect(result[1]?.card.detail).toBe(
      '**Interaktion C2: B + C**\n\n**Mekanism:** Hämmar nedbrytningen.\n\n**Klassificering C2:** Kliniskt betydelsefull interaktion som kan hanteras, till exempel med dosjustering. Underlaget är väldokumenterade fallrapporter.',
    );
  });

  it('names every order on a side, each label once', () => {
    const A2 = { ...cdsOrder(nslId('a'), 'A'), key: 'MedicationRequest/A2' };
    const result = cards([B], [A, A2]);
    expect(result.map((c) => c.card.summary)).toEqual(['Interaktion D3: B + A']);
    const product1 = cdsOrder('', 'Kombination', [nplId(1)]);
    expect(cards([product1], [B]).map((c) => c.card.summary)).toEqual([
      'Interaktion D3: Kombination + B',
      'Interaktion C2: Kombination + B',
    ]);
  });

  it('gives no card for a pair within one order, nor between drugs already taken', () => {
    const product1 = cdsOrder('', 'Kombination', [nplId(1)]);
    const withBc = withTexts(
      bundleOf({
        substances: ['a', 'b', 'c'].map((key) => substance(key)),
        products: [product(1, 'peroral', 'a', 'c')],
        interactions: [interaction('a', 'c', 'D3')],
      }),
      {},
    );
    expect(interactionCards(cdsContext(withBc, { draft: [product1] }))).toEqual([]);
    expect(cards([C], [A, B]).map((c) => c.card.summary)).toEqual(['Interaktion C2: C + B']);
  });

  it('leaves out orders that could not be identified', () => {
    const unknown: IdentifiedOrder = { ...A, identified: false };
    expect(cards([B], [unknown])).toEqual([]);
  });

  it('grades a product by the most severe of the drug-form groups its form falls under, in any order', () => {
    const tablets = cdsOrder('', 'A tablett', [nplId(1)]);
    for (const groups of [
      [formGroup('a', 'D3', 'peroral'), formGroup('a', 'C2', 'peroral', 'parenteral')],
      [formGroup('a', 'C2', 'peroral', 'parenteral'), formGroup('a', 'D3', 'peroral')],
    ]) {
      const bundle = bundleOf({
        substances: [substance('a'), substance('b')],
        products: [product(1, 'peroral', 'a')],
        interactions: [interaction('a', 'b', 'B1', groups)],
      });
      const [card] = interactionCards(cdsContext(bundle, { draft: [tablets], active: [B] }));
      expect([card?.card.indicator, card?.card.summary]).toEqual([
        'critical',
        'Interaktion D3: A tablett + B',
      ]);
    }
  });
});
