import { describe, expect, it } from 'vitest';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { BundleKnowledgeBase } from './knowledge-base.ts';
import { medicalSourcesOf } from './medical-sources.ts';
import { substanceDetail } from './substance-details.ts';
import {
  bundleOf,
  interaction,
  nplId,
  nslId,
  product,
  substance,
} from '../testing/test-knowledge-base.ts';

const links = (keys: string[], products: number[] = []) => ({
  nslIds: keys.map(nslId),
  nplIds: products.map(nplId),
  updated: '2026-10-01',
  background: '',
});
const renal = (id: string, keys: string[], products: number[] = []) => ({
  id,
  documentTitle: id,
  nephrotoxic: false,
  recommendations: [
    {
      recommendationText: 'Normal dos.',
      classification: { code: 'A' as const, description: 'A' },
      renalFailureDegree: { gfrMin: 0, gfrMax: 89 },
    },
  ],
  ...links(keys, products),
});
const birthDefect = (id: string, keys: string[], products: number[] = []) => ({
  id,
  name: id,
  assessment: 'a',
  classificationLevel: 1,
  ...links(keys, products),
});
const lactation = (id: string, keys: string[]) => ({
  id,
  documentTitle: id,
  recommendation: 'r',
  publicRecommendation: 'p',
  classification: { level: 1, code: '1' as const },
  ...links(keys),
});
const genus = (id: string, keys: string[]) => ({
  id,
  documentTitle: id,
  classificationLevel: 1,
  classificationCode: 'A' as const,
  summary: 's',
  ...links(keys),
});

const bundle: KbBundle = {
  ...bundleOf({
    substances: [
      substance('warfarin'),
      substance('aspirin'),
      substance('sertralin'),
      substance('sertralinhcl', 'sertralin'),
      substance('metformin'),
      substance('metforminhcl', 'metformin'),
      substance('alkohol'),
      substance('grapefrukt'),
      substance('tom'),
    ],
    products: [product(1, 'peroral', 'tom'), product(2, 'peroral', 'warfarin')],
    interactions: [interaction('warfarin', 'aspirin', 'D3')],
  }),
  specialSubstances: [
    { nslId: nslId('alkohol'), isTopParent: true, interactionStatus: 'assessed' },
    { nslId: nslId('grapefrukt'), isTopParent: true, interactionStatus: 'notAssessed' },
  ],
  riskProfiles: [{ nslId: nslId('sertralin'), properties: [] }],
  renalDocuments: [renal('r-metformin', ['metformin']), renal('r-produkt', [], [1])],
  lactationDocuments: [lactation('l-sertralin', ['sertralin'])],
  birthDefectDocuments: [birthDefect('b-metforminhcl', ['metforminhcl'])],
  genusDocuments: [genus('g-warfarin', ['warfarin'])],
};
const kb = new BundleKnowledgeBase(bundle);
const sourcesOf = (keys: string[], product: number | null = null) =>
  medicalSourcesOf(kb, keys.map(nslId), product === null ? null : nplId(product));

describe('the sources that have assessed an entry (specification §3 medicalSources)', () => {
  it('names each source with content on the substance, in the order of the sources', () => {
    expect(sourcesOf(['warfarin'])).toEqual([
      { systemName: 'interactions', isTopParent: false },
      { systemName: 'genus', isTopParent: false },
    ]);
    expect(sourcesOf(['sertralin'])).toEqual([
      { systemName: 'riskprofile', isTopParent: false },
      { systemName: 'lactation', isTopParent: false },
    ]);
  });

  it('counts a parent’s content for a salt, and says it sits on the top parent only', () => {
    expect(sourcesOf(['sertralinhcl'])).toEqual([
      { systemName: 'riskprofile', isTopParent: true },
      { systemName: 'lactation', isTopParent: true },
    ]);
  });

  it('counts a salt’s content for its parent, which is not a top-parent assessment', () => {
    expect(sourcesOf(['metformin'])).toEqual([
      { systemName: 'njurfunktion', isTopParent: false },
      { systemName: 'birthdefect', isTopParent: false },
    ]);
    // The salt has its own fetal-impact document and its parent's renal one.
    expect(sourcesOf(['metforminhcl'])).toEqual([
      { systemName: 'njurfunktion', isTopParent: true },
      { systemName: 'birthdefect', isTopParent: false },
    ]);
  });

  it('counts a special substance for interactions only when it says it was assessed', () => {
    expect(sourcesOf(['alkohol'])).toEqual([{ systemName: 'interactions', isTopParent: false }]);
    expect(sourcesOf(['grapefrukt'])).toEqual([]);
  });

  it('counts a document about the product itself, and nothing for an entry without content', () => {
    expect(sourcesOf(['tom'], 1)).toEqual([{ systemName: 'njurfunktion', isTopParent: false }]);
    expect(sourcesOf(['tom'])).toEqual([]);
    expect(sourcesOf(['tom'], 2)).toEqual([]);
    expect(medicalSourcesOf(kb, ['IDOKAND0000'], null)).toEqual([]);
  });
});

describe('the sources of an entry with several substances', () => {
  it('counts content on any of them as the entry’s own, not a top parent’s', () => {
    expect(sourcesOf(['sertralinhcl', 'sertralin'])).toEqual([
      { systemName: 'riskprofile', isTopParent: false },
      { systemName: 'lactation', isTopParent: false },
    ]);
  });

  it('counts a parent’s content when only one of them has it, as a top parent’s', () => {
    expect(sourcesOf(['sertralinhcl', 'tom'])).toEqual([
      { systemName: 'riskprofile', isTopParent: true },
      { systemName: 'lactation', isTopParent: true },
    ]);
    // An id the knowledge base does not know adds nothing and takes nothing away.
    expect(medicalSourcesOf(kb, ['IDOKAND00', nslId('sertralinhcl')], null)).toEqual(
      sourcesOf(['sertralinhcl']),
    );
  });

  it('counts a salt’s content for its parent without calling it a top parent’s', () => {
    // Metformin's salt has a fetal-impact document; sertralin's salt's parent has none.
    expect(sourcesOf(['sertralinhcl', 'metformin'])).toContainEqual({
      systemName: 'birthdefect',
      isTopParent: false,
    });
  });
});

describe('a substance as GET /api/substance answers it', () => {
  it('carries its sources, their number and whether interactions were assessed', () => {
    const warfarin = kb.substance(nslId('warfarin'));
    const tom = kb.substance(nslId('tom'));
    if (!warfarin || !tom) throw new Error('fixture');
    expect(substanceDetail(kb, warfarin)).toEqual({
      ...warfarin,
      medicalSources: [
        { systemName: 'interactions', isTopParent: false },
        { systemName: 'genus', isTopParent: false },
      ],
      numberOfMedicalSources: 2,
      interactionStatus: 'assessed',
    });
    expect(substanceDetail(kb, tom)).toMatchObject({
      medicalSources: [],
      numberOfMedicalSources: 0,
      interactionStatus: 'notAssessed',
    });
  });
});
