import { describe, expect, it } from 'vitest';
import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { findDuplications, SAME_SUBSTANCE_TEXTS } from '@medkompass/assessment/duplication.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { NO_PATIENT } from '@medkompass/assessment/testing/cds-test-context.ts';
import {
  bundleOf,
  nslId,
  product,
  substance,
} from '@medkompass/assessment/testing/test-knowledge-base.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { Substance } from '@medkompass/contracts/substance.ts';
import type { CdsCardContext } from './cds-card-parts.ts';
import { cdsCards } from './cds-cards.ts';
import { duplicationCards } from './cds-duplication-cards.ts';

const named = (p: Product, name: string, strength: string, form: string): Product => ({
  ...p,
  name,
  strength,
  drugForm: { ...p.drugForm, name: form },
});
const coded = (s: Substance, name: string, ...atcCodes: string[]): Substance => ({
  ...s,
  name,
  atcCodes,
});

const P = {
  alvedon: named(product(1, 'peroral', 'paracet'), 'Alvedon', '500 mg', 'Tablett'),
  panodil: named(product(2, 'peroral', 'paracet'), 'Panodil', '500 mg', 'Filmdragerad tablett'),
  waran: named(product(3, 'peroral', 'warfarin'), 'Waran', '2,5 mg', 'Tablett'),
  eliquis: named(product(4, 'peroral', 'apixaban'), 'Eliquis', '5 mg', 'Filmdragerad tablett'),
  ipren: named(product(5, 'peroral', 'ibuprof'), 'Ipren', '400 mg', 'Tablett'),
  iprenGel: named(product(6, 'topical', 'ibuprof'), 'Ipren', '5 %', 'Gel'),
};
const BUNDLE: KbBundle = {
  ...bundleOf({
    substances: [
      coded(substance('paracet'), 'paracetamol', 'N02BE01'),
      coded(substance('warfarin'), 'warfarin', 'B01AA03'),
      coded(substance('warfsalt', 'warfarin'), 'warfarinnatrium', 'B01AA03'),
      coded(substance('apixaban'), 'apixaban', 'B01AF02'),
      coded(substance('ibuprof'), 'ibuprofen', 'M01AE01'),
    ],
    products: Object.values(P),
  }),
  duplicationClasses: [
    {
      id: 'antikoagulantia',
      name: 'antikoagulantia',
      atcPrefixes: ['B01AA', 'B01AF'],
      hazard: 'Blödningsrisk.',
      advice: 'Ett antikoagulantium åt gången.',
    },
  ],
};

const ALL: SourceName[] = [
  'interactions',
  'riskprofile',
  'njurfunktion',
  'birthdefect',
  'lactation',
  'genus',
];

const productOrder = (p: Product): IdentifiedOrder => ({
  key: `MedicationRequest/${p.nplId}`,
  label: p.name,
  nplIds: [p.nplId],
  nslIds: [],
  identified: true,
});
const substanceOrder = (key: string, ...nslIds: string[]): IdentifiedOrder => ({
  key: `MedicationRequest/${key}`,
  label: key,
  nplIds: [],
  nslIds,
  identified: true,
});

function contextOf(
  draft: IdentifiedOrder[],
  active: IdentifiedOrder[],
  openSources: SourceName[] = ALL,
): CdsCardContext {
  return {
    kb: new BundleKnowledgeBase(BUNDLE),
    riskProperties: [],
    draft,
    active,
    patient: {
      patient: NO_PATIENT,
      fertileWoman: false,
      gaps: { notSent: [], birthYear: null, gender: null, unused: {} },
    },
    now: new Date('2026-11-28T10:00:00Z'),
    appUrl: 'https://medkompass.test',
    isDemo: false,
    openSources: new Set(openSources),
  };
}

describe('duplicationCards', () => {
  it('warns when a new order duplicates a substance the patient already takes, naming both by label', () => {
    const cards = duplicationCards(contextOf([productOrder(P.panodil)], [productOrder(P.alvedon)]));
    expect(cards).toHaveLength(1);
    const [{ key, card }] = cards as [(typeof cards)[number]];
    expect(key).toBe(
      `duplication:substance:${nslId('paracet')}:MedicationRequest/${P.panodil.nplId}`,
    );
    expect(card.indicator).toBe('warning');
    expect(card.summary).toBe(
      'Dubbelförskrivning: Alvedon 500 mg tablett och Panodil 500 mg filmdragerad tablett innehåller båda paracetamol.',
    );
    expect(card.detail).toBe(
      [
        '**Dubbelförskrivning: samma substans (paracetamol)**',
        'Alvedon 500 mg tablett och Panodil 500 mg filmdragerad tablett innehåller båda paracetamol.',
        `**Risk:** ${SAME_SUBSTANCE_TEXTS.hazard}`,
        `**Rekommendation:** ${SAME_SUBSTANCE_TEXTS.advice}`,
      ].join('\n\n'),
    );
    expect(card.source.topic.code).toBe('interactions');
    expect(card.links[0]?.url).toContain('/interaktioner?');
  });

  it('warns for two drugs of one class with the class’s texts', () => {
    const [found] = duplicationCards(contextOf([productOrder(P.eliquis)], [productOrder(P.waran)]));
    expect(found?.card.summary).toBe(
      'Dubbelförskrivning: Waran 2,5 mg tablett (warfarin) och Eliquis 5 mg filmdragerad tablett (apixaban) hör båda till gruppen antikoagulantia.',
    );
    expect(found?.card.detail).toContain('**Risk:** Blödningsrisk.');
    expect(found?.card.detail).toContain('**Rekommendation:** Ett antikoagulantium åt gången.');
  });

  it('finds a class among orders coded by substance, and keys and heads its card by the class', () => {
    const [found, ...rest] = duplicationCards(
      contextOf(
        [substanceOrder('apixaban', nslId('apixaban'))],
        [substanceOrder('warfarin', nslId('warfarin'))],
      ),
    );
    expect(rest).toEqual([]);
    expect(found?.key).toBe('duplication:class:antikoagulantia:MedicationRequest/apixaban');
    expect(found?.card.detail.split('\n\n')[0]).toBe(
      '**Dubbelförskrivning: samma läkemedelsgrupp (antikoagulantia)**',
    );
  });

  it('says nothing when no draft order takes part, or only one order does', () => {
    expect(
      duplicationCards(
        contextOf([productOrder(P.ipren)], [productOrder(P.alvedon), productOrder(P.panodil)]),
      ),
    ).toEqual([]);
    // One order coded as warfarin and its salt is one drug ordered once.
    const both = substanceOrder('warfarin', nslId('warfarin'), nslId('warfsalt'));
    expect(
      findDuplications(contextOf([both], []).kb, { nplIds: [], nslIds: both.nslIds }),
    ).toHaveLength(1);
    expect(duplicationCards(contextOf([both], []))).toEqual([]);
  });

  it('leaves a note through a topical form to the app', () => {
    const context = contextOf([productOrder(P.iprenGel)], [productOrder(P.ipren)]);
    const list = { nplIds: [P.iprenGel.nplId, P.ipren.nplId], nslIds: [] };
    expect(findDuplications(context.kb, list).map((d) => d.level)).toEqual(['note']);
    expect(duplicationCards(context)).toEqual([]);
  });

  it('is one of the service’s cards when interactions are open, and none when they are not', () => {
    const draft = [productOrder(P.panodil)];
    const active = [productOrder(P.alvedon)];
    expect(cdsCards(contextOf(draft, active), []).map((c) => c.key)).toContain(
      `duplication:substance:${nslId('paracet')}:MedicationRequest/${P.panodil.nplId}`,
    );
    const closed = ALL.filter((s) => s !== 'interactions');
    expect(
      cdsCards(contextOf(draft, active, closed), []).filter((c) => c.key.startsWith('duplication')),
    ).toEqual([]);
  });
});
