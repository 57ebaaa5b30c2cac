import { describe, expect, it } from 'vitest';
import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { cdsContext, cdsOrder } from '@medkompass/assessment/testing/cds-test-context.ts';
import {
  bundleOf,
  interaction,
  nplId,
  nslId,
  product,
  substance,
} from '@medkompass/assessment/testing/test-knowledge-base.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { RiskProperty } from '@medkompass/contracts/riskprofile.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { cdsCards, riskprofileCards } from './cds-cards.ts';

const levels = [
  { level: 0, min: 0, max: 1 },
  { level: 1, min: 2, max: 2 },
  { level: 2, min: 3, max: 3 },
  { level: 3, min: 4, max: 99 },
];
const property = (propertyId: RiskProperty['propertyId'], sv: string, description?: string) => ({
  id: propertyId,
  propertyId,
  name: { sv, en: sv },
  ...(description === undefined ? {} : { description: { sv: description, en: description } }),
  algorithm: 'sum' as const,
  levels,
});
const values = (nsl: string, sedation: number, qt: number) => ({
  nslId: nsl,
  properties: [
    { propertyId: 'sedation' as const, values: { peroral: sedation } },
    { propertyId: 'qtProlongation' as const, values: { peroral: qt } },
  ],
});

/** a, b and c sedate (2, 3, 0); a and b prolong QT (2, 2); product 1 holds b. */
const BUNDLE: KbBundle = {
  ...bundleOf({
    substances: [substance('a'), substance('b'), substance('c')],
    products: [product(1, 'peroral', 'b')],
    interactions: [interaction('a', 'c', 'D3')],
  }),
  riskProperties: [
    property('sedation', 'Sedering', 'Trötthet & fallrisk.'),
    property('qtProlongation', 'QT-förlängning'),
  ],
  riskProfiles: [values(nslId('a'), 2, 2), values(nslId('b'), 3, 2), values(nslId('c'), 0, 0)],
  lactationDocuments: [
    {
      id: 'lact-c',
      documentTitle: 'C',
      recommendation: 'Undvik.',
      publicRecommendation: 'Undvik.',
      classification: { level: 3, code: '3' },
      background: '',
      nslIds: [nslId('c')],
      nplIds: [],
      updated: '2026-10-01',
    },
  ],
};
const A = cdsOrder(nslId('a'), 'A');
const B = cdsOrder(nslId('b'), 'B');
const C = cdsOrder(nslId('c'), 'C');

describe('riskprofileCards', () => {
  it('names the property, its sum, each substance’s part (largest first) and what it means', () => {
    const cards = riskprofileCards(cdsContext(BUNDLE, { draft: [B, C], active: [A] }));
    const sedation = cards.find((c) => c.key.startsWith('riskprofile:sedation:'));
    expect(sedation?.key).toBe('riskprofile:sedation:MedicationRequest/B');
    expect(sedation?.card.summary).toBe('Riskprofil: Sedering når nivå III med B');
    expect(sedation?.card.indicator).toBe('warning');
    expect(sedation?.card.source.topic.code).toBe('riskprofile');
    expect(sedation?.card.detail).toBe(
      '**Sedering** når nivå III (summa 5). Det här bidrar:\n\n- b: 3\n- a: 2\n\nTrötthet \\& fallrisk.',
    );
  });

  it('says when the level is QT prolongation’s alert, and gives no description paragraph without one', () => {
    const cards = riskprofileCards(cdsContext(BUNDLE, { draft: [B], active: [A] }));
    const qt = cards.find((c) => c.key.startsWith('riskprofile:qtProlongation:'));
    expect(qt?.card.summary).toBe('Riskprofil: QT-förlängning når nivå III med B');
    expect(qt?.card.detail).toBe(
      '**QT-förlängning** når nivå III (summa 4), med varning för QT-förlängning. Det här bidrar:\n\n- a: 2\n- b: 2',
    );
  });

  it('names every draft order that adds to the property, and no order the knowledge base lacks', () => {
    const unknownProduct = cdsOrder('', 'Okänd produkt', [nplId(9)]);
    const cards = riskprofileCards(cdsContext(BUNDLE, { draft: [A, B, unknownProduct] }));
    expect(cards.map((c) => c.card.summary)).toContain(
      'Riskprofil: Sedering når nivå III med A och B',
    );
  });

  it('counts a product order’s substances as the order’s own', () => {
    const ordered = cdsOrder('', 'Produkt med b', [nplId(1)]);
    const cards = riskprofileCards(cdsContext(BUNDLE, { draft: [ordered], active: [A] }));
    expect(cards.map((c) => c.card.summary)).toContain(
      'Riskprofil: Sedering når nivå III med Produkt med b',
    );
  });

  it('gives no card below level III or when only the medication list reaches it', () => {
    expect(riskprofileCards(cdsContext(BUNDLE, { draft: [B] }))).toEqual([]);
    expect(riskprofileCards(cdsContext(BUNDLE, { draft: [C], active: [A, B] }))).toEqual([]);
  });

  it('leaves out orders that could not be identified', () => {
    const unknown: IdentifiedOrder = { ...B, key: 'MedicationRequest/X', identified: false };
    expect(riskprofileCards(cdsContext(BUNDLE, { draft: [unknown], active: [A] }))).toEqual([]);
  });
});

describe('cdsCards', () => {
  const unknown = (label: string, unreadable?: IdentifiedOrder['unreadable']): IdentifiedOrder => ({
    key: `MedicationRequest/${label}`,
    label,
    nplIds: [],
    nslIds: [],
    identified: false,
    ...(unreadable === undefined ? {} : { unreadable }),
  });

  it('lists the most urgent finding first: critical, then warning, then information', () => {
    const context = cdsContext(BUNDLE, { draft: [B, C], active: [A], fertileWoman: true });
    expect(cdsCards(context, []).map((c) => [c.card.indicator, c.card.source.topic.code])).toEqual([
      ['critical', 'interactions'],
      ['warning', 'riskprofile'],
      ['warning', 'riskprofile'],
      ['info', 'lactation'],
    ]);
  });

  it('leaves out only the sources the caller may not see', () => {
    const open = new Set<SourceName>(['interactions', 'lactation']);
    const context = cdsContext(BUNDLE, {
      draft: [B, C],
      active: [A],
      fertileWoman: true,
      openSources: open,
    });
    expect(cdsCards(context, []).map((c) => c.card.source.topic.code)).toEqual([
      'interactions',
      'lactation',
    ]);
  });

  it('names every order it could not identify, and why an unreadable one could not be read', () => {
    const context = cdsContext(BUNDLE, {
      draft: [unknown('Okänd_salva'), unknown('Gammal ordination', 'dstu2MedicationOrder')],
      active: [unknown('Ordination 3', 'malformed')],
    });
    const [card, ...rest] = cdsCards(context, []);
    expect(rest).toEqual([]);
    expect(card).toMatchObject({
      key: 'unidentified:MedicationRequest/Gammal ordination,MedicationRequest/Okänd_salva,MedicationRequest/Ordination 3',
      card: {
        summary: '3 läkemedel kunde inte identifieras',
        indicator: 'warning',
        source: { topic: { code: 'interactions' } },
        detail: [
          '- Okänd\\_salva\n- Gammal ordination (kunde inte läsas: ordinationen skickades som MedicationOrder (FHIR DSTU2), beslutsstödet läser MedicationRequest (FHIR R4))\n- Ordination 3 (kunde inte läsas: ordinationen följer inte FHIR R4 MedicationRequest)',
          'De ingår inte i bedömningarna. Jämför läkemedelslistan i journalen med listan i beslutsstödet.',
        ].join('\n\n'),
      },
    });
  });

  it('puts what could not be identified and what the request lacked after the findings', () => {
    const context = cdsContext(BUNDLE, { draft: [C, unknown('X')], active: [A] });
    expect(cdsCards(context, ['patient']).map((c) => c.key.split(':')[0])).toEqual([
      'interactions',
      'unidentified',
      'missing',
    ]);
  });

  it('says what each missing prefetch leaves out, and that it fetches nothing itself', () => {
    const context = cdsContext(BUNDLE, { draft: [B, A] });
    const card = cdsCards(context, [
      'weight',
      'patient',
      'cystatinC',
      'activeMedications',
      'creatinine',
    ]).at(-1);
    expect(card).toMatchObject({
      key: 'missing:activeMedications,creatinine,cystatinC,patient,weight:MedicationRequest/A,MedicationRequest/B',
      card: {
        summary: 'Bedömningen är ofullständig: uppgifter saknades i anropet',
        indicator: 'info',
        source: { topic: { code: 'interactions' } },
        detail: [
          '- Patientuppgifter (kön och födelsedatum) saknas: fosterpåverkan, amning och njurfunktion har inte bedömts.\n- Patientens aktuella läkemedel saknas: interaktioner har bara bedömts mellan de nya ordinationerna.\n- Kreatinin och cystatin C saknas: njurfunktion har inte bedömts.',
          'Medkompass hämtar inga uppgifter från journalen på egen hand.',
        ].join('\n\n'),
      },
    });
  });

  it('needs both kidney samples missing to say renal function was not assessed, and says nothing for weight or height alone', () => {
    const context = cdsContext(BUNDLE, { draft: [A] });
    const detailOf = (missing: Parameters<typeof cdsCards>[1]) =>
      cdsCards(context, missing).find((c) => c.key.startsWith('missing:'))?.card.detail;
    expect(detailOf(['creatinine'])).toBeUndefined();
    expect(detailOf(['cystatinC'])).toBeUndefined();
    expect(detailOf(['weight', 'height'])).toBeUndefined();
    expect(detailOf(['cystatinC', 'creatinine'])?.split('\n\n')[0]).toBe(
      '- Kreatinin och cystatin C saknas: njurfunktion har inte bedömts.',
    );
  });
});
