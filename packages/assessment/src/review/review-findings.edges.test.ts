import { describe, expect, it } from 'vitest';
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';
import type { RenalBand } from '@medkompass/clinical/renal-bands.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { SAME_SUBSTANCE_TEXTS } from '../duplication.ts';
import { BundleKnowledgeBase } from '../knowledge-base.ts';
import {
  bundleOf,
  interaction,
  nplId,
  nslId,
  product,
  substance,
} from '../../testing/test-knowledge-base.ts';
import { documentIdsOfResult, documentResultKey } from './review-entries.ts';
import { REVIEW_SOURCES, reviewFindings } from './review-findings.ts';
import { notFertileReason } from './review-pregnancy.ts';
import type { ReviewGap, ReviewInput } from './review-types.ts';
import { NO_PATIENT } from '../../testing/no-patient.ts';

// Edges of the review rule, one source at a time; review-findings.test.ts reads a whole list.
const links = (keys: string[], products: number[] = []) => ({
  nslIds: keys.map(nslId),
  nplIds: products.map(nplId),
  updated: '2026-10-01',
  background: '',
});
const renal = (key: string, ...recommendations: [string, number, number][]) => ({
  id: `renal-${key}`,
  documentTitle: `Renal ${key}`,
  nephrotoxic: false,
  recommendations: recommendations.map(([code, gfrMin, gfrMax]) => ({
    recommendationText: `${key} ${code}`,
    classification: { code: code as 'A' | 'B' | 'C' | 'D', description: code },
    renalFailureDegree: { gfrMin, gfrMax },
  })),
  ...links([key]),
});
const lactation = (key: string, level: number | null) => ({
  id: `lact-${key}`,
  documentTitle: `Amning ${key}`,
  recommendation: `Råd ${key}`,
  publicRecommendation: 'p',
  classification: { level, code: (level === null ? '?' : String(level)) as '1' },
  ...links([key]),
});
const birthDefect = (key: string, level: number | null) => ({
  id: `bd-${key}`,
  name: `Graviditet ${key}`,
  assessment: `Bedömning ${key}`,
  classificationLevel: level,
  ...links([key]),
});

const substances = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((key) => substance(key));
const parts = bundleOf({
  substances: [
    ...substances.map((s, i) => (i === 0 ? { ...s, atcCodes: ['B01AA03'] } : s)),
    { ...substance('sv'), names: [{ language: 'sv', name: 'Svenskt namn' }] },
    { ...substance('en'), names: [{ language: 'en', name: 'English name' }] },
  ],
  products: [
    { ...product(1, 'peroral', 'a'), atcCodes: ['B01AA03'], strength: '5 mg' },
    product(2, 'peroral', 'b'),
    product(3, 'peroral', 'c'),
    product(4, 'peroral', 'd'),
    product(5, 'peroral', 'a'),
    product(6, 'topical', 'a'),
    product(7, 'peroral', 'e', 'f'),
    { ...product(8, 'peroral', 'h'), atcCodes: ['M01AE01'] },
    { ...product(9, 'peroral', 'i'), atcCodes: ['M01AB05'] },
  ],
  interactions: [
    interaction('a', 'b', 'A1'),
    interaction('a', 'c', 'B2'),
    interaction('a', 'd', 'C3'),
    interaction('b', 'c', 'D4'),
  ],
});
const bundle: KbBundle = {
  ...parts,
  interactionTexts: [
    { id: 'i-b-c-c', text: 'Konsekvenstext.' },
    { id: 'i-b-c-m', text: 'Mekanismtext.' },
    { id: 'i-b-c-r', text: 'Rekommendationstext.' },
    { id: 'i-a-d-c', text: '   ' },
  ],
  renalDocuments: [
    renal('a', ['A', 60, 89], ['B', 30, 59], ['C', 15, 29], ['D', 0, 14]),
    renal('b', ['D', 0, 59]),
    // c is assessed only down to 30.
    renal('c', ['B', 30, 89]),
    renal('e', ['B', 15, 59], ['C', 15, 29]),
    renal('f', ['C', 0, 29]),
  ],
  lactationDocuments: [
    lactation('a', 3),
    lactation('b', 2),
    lactation('c', 1),
    lactation('d', null),
    lactation('e', 3),
    { ...lactation('e', 3), id: 'lact-e2', documentTitle: 'Amning e2', recommendation: 'Råd e2' },
    lactation('f', 2),
  ],
  duplicationClasses: [
    { id: 'nsaid', name: 'NSAID', atcPrefixes: ['M01A'], hazard: 'Blödning.', advice: 'Välj en.' },
  ],
  birthDefectDocuments: [birthDefect('a', 2), birthDefect('b', 3)],
};
const kb = new BundleKnowledgeBase(bundle);

const NOW = new Date('2026-06-01T10:00:00Z');
const ALL: ReadonlySet<SourceName> = new Set(REVIEW_SOURCES);
const inputOf = (input: Partial<ReviewInput> = {}): ReviewInput => ({
  list: { nplIds: [], nslIds: [] },
  patient: NO_PATIENT,
  chosenBand: null,
  notFertile: false,
  now: NOW,
  openSources: ALL,
  ...input,
});
const reviewOf = (input: Partial<ReviewInput> = {}) => reviewFindings(kb, inputOf(input));
const only = (source: SourceName) => new Set<SourceName>([source]);
const keysOf = (...keys: string[]) => keys.map((key) => `nsl:${nslId(key)}`);
/** A review's gaps of some sources: a test that closes the others reads past their notes. */
const gapsOf = (review: { unassessed: ReviewGap[] }, ...sources: ReviewGap['source'][]) =>
  review.unassessed.filter((gap) => sources.includes(gap.source));

describe('the entries of a review', () => {
  it('names products by label and substances in Swedish, else by name, else by id; products first', () => {
    const { entries } = reviewOf({
      list: {
        nslIds: [nslId('sv'), nslId('en'), 'IDOKAND00001'],
        nplIds: [nplId(1), '97999999999999'],
      },
    });
    expect(entries).toEqual([
      {
        key: `npl:${nplId(1)}`,
        nplId: nplId(1),
        nslId: null,
        label: 'Produkt 1 5 mg peroral',
        atcCodes: ['B01AA03'],
        found: true,
      },
      {
        key: 'npl:97999999999999',
        nplId: '97999999999999',
        nslId: null,
        label: '97999999999999',
        atcCodes: [],
        found: false,
      },
      {
        key: `nsl:${nslId('sv')}`,
        nplId: null,
        nslId: nslId('sv'),
        label: 'Svenskt namn',
        atcCodes: [],
        found: true,
      },
      {
        key: `nsl:${nslId('en')}`,
        nplId: null,
        nslId: nslId('en'),
        label: 'en',
        atcCodes: [],
        found: true,
      },
      {
        key: 'nsl:IDOKAND00001',
        nplId: null,
        nslId: 'IDOKAND00001',
        label: 'IDOKAND00001',
        atcCodes: [],
        found: false,
      },
    ]);
  });

  it('gives a substance its ATC codes', () => {
    expect(reviewOf({ list: { nslIds: [nslId('a')], nplIds: [] } }).entries[0]?.atcCodes).toEqual([
      'B01AA03',
    ]);
  });

  it('names each unknown id as a gap of no source, and no source gap when nothing is known', () => {
    const { unassessed, findings } = reviewOf({
      list: { nslIds: ['IDOKAND00001'], nplIds: [] },
      openSources: new Set(),
    });
    expect(findings).toEqual([]);
    expect(unassessed).toEqual([
      {
        source: null,
        entryKeys: ['nsl:IDOKAND00001'],
        text: 'IDOKAND00001 finns inte i kunskapsbasen och ingår inte i bedömningen.',
      },
    ]);
  });

  it('reads the document ids of every kind of result', () => {
    const { results } = {
      results: [
        { type: 'productMissing' as const, nplId: nplId(1) },
        {
          type: 'productMultiSubstance' as const,
          nplId: nplId(7),
          name: 'p',
          strength: '',
          drugForm: { name: 'x' },
          administration: 'peroral' as const,
          drugProductType: 'APPROVED' as const,
          documentIds: ['p'],
          substances: [
            {
              type: 'productSubstance' as const,
              nslId: nslId('e'),
              name: 'e',
              documentIds: ['e', 'p'],
            },
          ],
        },
        {
          type: 'substanceAdministration' as const,
          nslId: nslId('a'),
          name: 'a',
          documentIds: ['x'],
          administrations: [{ administration: 'topical' as const, documentIds: ['y'] }],
        },
      ],
    };
    expect(results.map(documentIdsOfResult)).toEqual([[], ['p', 'e'], ['x', 'y']]);
    expect(results.map(documentResultKey)).toEqual([
      `npl:${nplId(1)}`,
      `npl:${nplId(7)}`,
      `nsl:${nslId('a')}`,
    ]);
  });
});

describe('interaction findings', () => {
  const interactions = (...keys: string[]) =>
    reviewOf({ list: { nslIds: keys.map(nslId), nplIds: [] }, openSources: only('interactions') })
      .findings;

  it('grades D high, C moderate, B low and A with no severity, in that order', () => {
    expect(interactions('a', 'b', 'c', 'd').map((f) => [f.classCode, f.severity])).toEqual([
      ['D4', 'high'],
      ['C3', 'moderate'],
      ['B2', 'low'],
      ['A1', null],
    ]);
  });

  it('names the pair, gives the texts it has and the recommendation', () => {
    const [finding] = interactions('b', 'c');
    expect(finding).toEqual({
      id: `interaction:i-b-c:${keysOf('b', 'c').join(',')}`,
      kind: 'interaction',
      source: 'interactions',
      classCode: 'D4',
      severity: 'high',
      entryKeys: keysOf('b', 'c'),
      title: 'Interaktion D4: b + c',
      details: [
        'Konsekvens: Konsekvenstext.',
        'Mekanism: Mekanismtext.',
        'Klassificering D4: Kliniskt betydelsefull interaktion. Kombinationen bör undvikas. Underlaget är kontrollerade studier på relevanta patientgrupper.',
      ],
      recommendation: 'Rekommendationstext.',
    });
  });

  it('leaves out a blank or missing text, and has no recommendation without one', () => {
    const [finding] = interactions('a', 'd');
    expect(finding?.details).toEqual([expect.stringMatching(/^Klassificering C3: /)]);
    expect(finding?.recommendation).toBeNull();
  });

  it('points a pair in products to the products, a combination product once', () => {
    const { findings } = reviewOf({
      list: { nplIds: [nplId(1), nplId(2)], nslIds: [] },
      openSources: only('interactions'),
    });
    expect(findings[0]?.entryKeys).toEqual([`npl:${nplId(1)}`, `npl:${nplId(2)}`]);
    expect(findings[0]?.title).toBe('Interaktion A1: Produkt 1 5 mg peroral + Produkt 2 peroral');
  });

  it('names a substance the source has not assessed, with the entries it is in', () => {
    const review = reviewOf({
      list: { nplIds: [nplId(7)], nslIds: [nslId('g')] },
      openSources: only('interactions'),
    });
    // In the interaction tab's order: searched substances, then the products' substances.
    expect(gapsOf(review, 'interactions')).toEqual([
      {
        source: 'interactions',
        entryKeys: keysOf('g'),
        text: 'Interaktioner är inte bedömda för g.',
      },
      {
        source: 'interactions',
        entryKeys: [`npl:${nplId(7)}`],
        text: 'Interaktioner är inte bedömda för e.',
      },
      {
        source: 'interactions',
        entryKeys: [`npl:${nplId(7)}`],
        text: 'Interaktioner är inte bedömda för f.',
      },
    ]);
  });
});

describe('duplication findings', () => {
  it('gives a duplication of one substance as a moderate finding first, with the rule’s texts', () => {
    const { findings } = reviewOf({
      list: { nplIds: [nplId(1), nplId(5)], nslIds: [] },
      openSources: only('interactions'),
    });
    expect(findings).toEqual([
      {
        id: `duplication:substance:${nslId('a')}`,
        kind: 'duplication',
        source: 'interactions',
        classCode: 'warning',
        severity: 'moderate',
        entryKeys: [`npl:${nplId(1)}`, `npl:${nplId(5)}`],
        title: expect.stringMatching(
          /^Dubbelförskrivning: Produkt 1 5 mg peroral och Produkt 5 peroral /,
        ) as string,
        details: [`Risk: ${SAME_SUBSTANCE_TEXTS.hazard}`],
        recommendation: SAME_SUBSTANCE_TEXTS.advice,
      },
    ]);
  });

  it('gives a duplication through a topical product and a searched substance as low', () => {
    const { findings } = reviewOf({
      list: { nplIds: [nplId(6)], nslIds: [nslId('a')] },
      openSources: only('interactions'),
    });
    expect(findings.map((f) => [f.kind, f.classCode, f.severity, f.entryKeys])).toEqual([
      ['duplication', 'note', 'low', [`npl:${nplId(6)}`, `nsl:${nslId('a')}`]],
    ]);
  });
});

describe('renal findings', () => {
  const renalOf = (keys: string[], input: Partial<ReviewInput> = {}) =>
    reviewOf({
      list: { nslIds: keys.map(nslId), nplIds: [] },
      openSources: only('njurfunktion'),
      ...input,
    });
  const atBand = (band: RenalBand) => renalOf(['a', 'b', 'c', 'd'], { chosenBand: band });

  it('gives B, C and D at the band with the recommendations there; A is no finding', () => {
    expect(atBand('60–89').findings.map((f) => [f.entryKeys[0], f.classCode])).toEqual([
      [keysOf('c')[0], 'B'],
    ]);
    expect(atBand('30–59').findings.map((f) => [f.entryKeys[0], f.classCode, f.severity])).toEqual([
      [keysOf('b')[0], 'D', 'high'],
      [keysOf('a')[0], 'B', 'low'],
      [keysOf('c')[0], 'B', 'low'],
    ]);
    expect(atBand('15–29').findings.map((f) => [f.classCode, f.severity])).toEqual([
      ['D', 'high'],
      ['C', 'moderate'],
    ]);
  });

  it('names the band, and gives every recommendation there and the highest class’s advice', () => {
    const [finding] = renalOf(['a'], { chosenBand: '30–59' }).findings;
    expect(finding).toEqual({
      id: `renal:B:30–59:${keysOf('a')[0]}`,
      kind: 'renal',
      source: 'njurfunktion',
      classCode: 'B',
      severity: 'low',
      entryKeys: keysOf('a'),
      title: 'Njurfunktion klass B: a vid intervall 30–59',
      details: ['B (Renal a): a B'],
      recommendation: 'a B',
    });
    const [both] = renalOf(['a'], { chosenBand: '0–14' }).findings;
    expect(both?.recommendation).toBe('a D');
  });

  it('names an entry without a document, and one not assessed at the band', () => {
    expect(gapsOf(atBand('15–29'), 'njurfunktion')).toEqual([
      {
        source: 'njurfunktion',
        entryKeys: keysOf('d'),
        text: 'd saknar bedömning vid nedsatt njurfunktion.',
      },
      {
        source: 'njurfunktion',
        entryKeys: keysOf('c'),
        text: 'c är inte bedömt för eGFR-intervallet 15–29.',
      },
    ]);
  });

  it('says why it could not assess the entries with documents without an eGFR', () => {
    const { findings, unassessed, egfr } = renalOf(['a', 'b', 'd']);
    expect(findings).toEqual([]);
    expect(egfr).toBeNull();
    expect(unassessed).toContainEqual({
      source: 'njurfunktion',
      entryKeys: keysOf('a', 'b'),
      text: expect.stringMatching(/^Njurfunktion kunde inte bedömas: \S/) as string,
    });
  });

  it('says nothing of an eGFR when no entry has a document', () => {
    expect(gapsOf(renalOf(['d']), 'njurfunktion')).toEqual([
      {
        source: 'njurfunktion',
        entryKeys: keysOf('d'),
        text: 'd saknar bedömning vid nedsatt njurfunktion.',
      },
    ]);
  });

  const woman = { ...NO_PATIENT, birthYear: 1960, gender: 'FEMALE' as const };
  const sampled = { creatinineDate: '2026-05-20', cystatinEgfrDate: '2026-05-20' };
  it.each<[string, Partial<IntegratedPatient>, string, string, 'relative' | 'absolute']>([
    [
      'creatinine',
      { creatinine: 150 },
      'relativeEGFR',
      'LM-rev (Lund–Malmö reviderad) från kreatinin',
      'relative',
    ],
    [
      'a laboratory’s cystatin C eGFR',
      { cystatinEgfr: 40 },
      'relativeCystatinEGFR',
      'eGFR från cystatin C enligt laboratoriet',
      'relative',
    ],
    ['cystatin C', { cystatinC: 1.8 }, 'relativeCystatinEGFR', 'CAPA från cystatin C', 'relative'],
    [
      'both',
      { creatinine: 150, cystatinEgfr: 27 },
      'averageRelativeEGFR',
      'Medelvärde av LM-rev (Lund–Malmö reviderad) från kreatinin och eGFR från cystatin C enligt laboratoriet',
      'relative',
    ],
    [
      'creatinine and body size',
      { creatinine: 150, weight: 70, height: 170 },
      'absoluteEGFR',
      'LM-rev (Lund–Malmö reviderad) från kreatinin, omräknat till absolut GFR efter kroppsyta (vikt och längd)',
      'absolute',
    ],
    [
      'cystatin C and body size',
      { cystatinC: 1.8, weight: 70, height: 170 },
      'absoluteCystatinEGFR',
      'CAPA från cystatin C, omräknat till absolut GFR efter kroppsyta (vikt och längd)',
      'absolute',
    ],
    [
      'both and body size',
      { creatinine: 150, cystatinEgfr: 27, weight: 70, height: 170 },
      'absoluteAverageEGFR',
      'Medelvärde av LM-rev (Lund–Malmö reviderad) från kreatinin och eGFR från cystatin C enligt laboratoriet, omräknat till absolut GFR efter kroppsyta (vikt och längd)',
      'absolute',
    ],
    [
      'a measured GFR',
      { measuredGfr: 35 },
      'manualAbsoluteEGFR',
      'Uppmätt GFR, angivet manuellt',
      'absolute',
    ],
  ])(
    'gives the eGFR from %s with its equation and scale',
    (_name, values, label, method, scale) => {
      const { egfr, findings } = renalOf(['a'], { patient: { ...woman, ...sampled, ...values } });
      expect(egfr).toMatchObject({ label, method, scale });
      expect(egfr?.band).toMatch(/^(15–29|30–59)$/);
      expect(findings[0]?.title).toMatch(
        scale === 'relative' ? / mL\/min\/1,73 m² \(intervall / : / mL\/min \(intervall /,
      );
    },
  );

  it('reads the chosen band over the estimate’s', () => {
    const patient = { ...woman, ...sampled, creatinine: 150 };
    expect(renalOf(['a'], { patient }).egfr?.band).toBe('15–29');
    const chosen = renalOf(['a'], { patient, chosenBand: '60–89' });
    expect(chosen.egfr?.band).toBe('60–89');
    expect(chosen.findings).toEqual([]);
  });
});

describe('fetal and lactation findings', () => {
  const pregnancyOf = (input: Partial<ReviewInput> = {}) =>
    reviewOf({
      list: { nslIds: ['a', 'b', 'c', 'd', 'g'].map(nslId), nplIds: [] },
      openSources: new Set(['birthdefect', 'lactation']),
      ...input,
    });

  it('gives class 3 as high and 2 as moderate, with the documents’ texts; class 1 is none', () => {
    const { findings } = pregnancyOf();
    expect(findings.map((f) => [f.kind, f.entryKeys[0], f.classCode, f.severity])).toEqual([
      ['birthdefect', keysOf('b')[0], '3', 'high'],
      ['lactation', keysOf('a')[0], '3', 'high'],
      ['birthdefect', keysOf('a')[0], '2', 'moderate'],
      ['lactation', keysOf('b')[0], '2', 'moderate'],
    ]);
    expect(findings[1]).toEqual({
      id: `lactation:3:${keysOf('a')[0]}`,
      kind: 'lactation',
      source: 'lactation',
      classCode: '3',
      severity: 'high',
      entryKeys: keysOf('a'),
      title: 'Amning klass 3: a. Bör undvikas under amning.',
      details: ['Amning a: Råd a'],
      recommendation: 'Råd a',
    });
    expect(findings[0]?.title).toBe('Fosterpåverkan klass 3: b. Känd risk för fosterpåverkan.');
    expect(findings[0]?.details).toEqual(['Graviditet b: Bedömning b']);
  });

  it('names an entry without a classed document as not assessed', () => {
    const texts = gapsOf(pregnancyOf(), 'birthdefect', 'lactation').map((g) => [
      g.source,
      g.entryKeys[0],
      g.text,
    ]);
    expect(texts).toEqual([
      [
        'birthdefect',
        keysOf('c')[0],
        'Fosterpåverkan: c är inte bedömt. Underlaget räcker inte för att bedöma risken för fosterpåverkan.',
      ],
      ['birthdefect', keysOf('d')[0], expect.stringMatching(/^Fosterpåverkan: d är inte bedömt/)],
      ['birthdefect', keysOf('g')[0], expect.stringMatching(/^Fosterpåverkan: g är inte bedömt/)],
      [
        'lactation',
        keysOf('d')[0],
        'Amning: d är inte bedömt. Underlaget räcker inte för att bedöma användning under amning.',
      ],
      ['lactation', keysOf('g')[0], expect.stringMatching(/^Amning: g är inte bedömt/)],
    ]);
  });

  it.each<[string, Partial<ReviewInput>, string | null]>([
    ['an unknown patient', {}, null],
    ['a woman of 13', { patient: { ...NO_PATIENT, gender: 'FEMALE', birthYear: 2013 } }, null],
    ['a woman of 55', { patient: { ...NO_PATIENT, gender: 'FEMALE', birthYear: 1971 } }, null],
    [
      'a woman of 12',
      { patient: { ...NO_PATIENT, gender: 'FEMALE', birthYear: 2014 } },
      'patienten är 12 år, utanför fertil ålder (13–55 år)',
    ],
    [
      'a woman of 56',
      { patient: { ...NO_PATIENT, gender: 'FEMALE', birthYear: 1970 } },
      'patienten är 56 år, utanför fertil ålder (13–55 år)',
    ],
    ['a man', { patient: { ...NO_PATIENT, gender: 'MALE' } }, 'patienten är en man'],
    [
      'isFertile=false',
      { notFertile: true },
      'patienten är angiven som inte en kvinna i fertil ålder',
    ],
  ])('applies to %s or says why not', (_name, input, reason) => {
    expect(notFertileReason(inputOf(input))).toBe(reason);
    const review = pregnancyOf(input);
    if (reason === null) {
      expect(review.findings).toHaveLength(4);
      return;
    }
    expect(review.findings).toEqual([]);
    expect(gapsOf(review, 'birthdefect', 'lactation')).toEqual([
      {
        source: 'birthdefect',
        entryKeys: keysOf('a', 'b', 'c', 'd', 'g'),
        text: `Fosterpåverkan har inte bedömts: ${reason}.`,
      },
      {
        source: 'lactation',
        entryKeys: keysOf('a', 'b', 'c', 'd', 'g'),
        text: `Amning har inte bedömts: ${reason}.`,
      },
    ]);
  });

  it('says nothing of a patient when no entry is known', () => {
    expect(
      pregnancyOf({ list: { nslIds: ['IDOKAND00001'], nplIds: [] }, notFertile: true }).unassessed,
    ).toEqual([expect.objectContaining({ source: null })]);
  });
});

describe('sources the caller may not see', () => {
  it('are left out and named, each once, in clinical order', () => {
    const { findings, unassessed } = reviewOf({
      list: { nslIds: [nslId('b'), nslId('c')], nplIds: [] },
      openSources: new Set(['riskprofile', 'genus']),
    });
    expect(findings).toEqual([]);
    expect(unassessed).toEqual(
      ['Interaktioner', 'Njurfunktion', 'Fosterpåverkan', 'Amning'].map((label, i) => ({
        source: REVIEW_SOURCES[i],
        entryKeys: keysOf('b', 'c'),
        text: `${label} ingår inte: källan är inte tillgänglig för dig.`,
      })),
    );
  });
});

describe('edges across the sources', () => {
  it('puts a finding without severity after every graded one', () => {
    const { findings } = reviewOf({
      list: { nslIds: [nslId('a'), nslId('b')], nplIds: [] },
      chosenBand: '30–59',
      openSources: new Set(['interactions', 'njurfunktion']),
    });
    expect(findings.map((f) => [f.kind, f.severity])).toEqual([
      ['renal', 'high'],
      ['renal', 'low'],
      ['interaction', null],
    ]);
  });

  it('names a closed source for the known entries only', () => {
    const { unassessed } = reviewOf({
      list: { nslIds: [nslId('b'), 'IDOKAND00001'], nplIds: [] },
      openSources: new Set(),
    });
    expect(unassessed.filter((g) => g.source !== null).map((g) => g.entryKeys)).toEqual([
      keysOf('b'),
      keysOf('b'),
      keysOf('b'),
      keysOf('b'),
    ]);
  });

  it('leaves an unknown id to the review’s own gap in every source', () => {
    const review = reviewOf({
      list: { nslIds: ['IDOKAND00001'], nplIds: ['97999999999999'] },
      patient: { ...NO_PATIENT, gender: 'FEMALE' },
    });
    expect(review.unassessed.map((g) => g.source)).toEqual([null, null]);
  });

  it('says the tab’s reason when no eGFR could be estimated', () => {
    const { unassessed } = reviewOf({
      list: { nslIds: [nslId('a')], nplIds: [] },
      openSources: only('njurfunktion'),
    });
    expect(gapsOf({ unassessed }, 'njurfunktion')).toEqual([
      {
        source: 'njurfunktion',
        entryKeys: keysOf('a'),
        text: 'Njurfunktion kunde inte bedömas: Ange patientdata för att få rekommendationer.',
      },
    ]);
  });

  it('gives no renal finding at 90 and above, where documents need not say anything', () => {
    const { findings } = reviewOf({
      list: { nslIds: ['a', 'b', 'c'].map(nslId), nplIds: [] },
      chosenBand: '≥90',
      openSources: only('njurfunktion'),
    });
    expect(findings).toEqual([]);
  });

  it('reads a combination product by all its documents: the highest class and its advice', () => {
    const [finding] = reviewOf({
      list: { nplIds: [nplId(7)], nslIds: [] },
      chosenBand: '15–29',
      openSources: only('njurfunktion'),
    }).findings;
    expect(finding).toMatchObject({
      classCode: 'C',
      details: ['B (Renal e): e B', 'C (Renal e): e C', 'C (Renal f): f C'],
      recommendation: 'e C f C',
    });
  });

  it('gives a pregnancy finding the texts of every document at its class only', () => {
    const review = reviewOf({
      list: { nplIds: [nplId(7)], nslIds: [] },
      openSources: only('lactation'),
    });
    expect(review.findings).toMatchObject([
      {
        classCode: '3',
        details: ['Amning e: Råd e', 'Amning e2: Råd e2'],
        recommendation: 'Råd e Råd e2',
      },
    ]);
    expect(review.unassessed.every((gap) => 'text' in gap)).toBe(true);
  });

  it('names a duplication of a class by the class', () => {
    const { findings } = reviewOf({
      list: { nplIds: [nplId(8), nplId(9)], nslIds: [] },
      openSources: only('interactions'),
    });
    expect(findings).toMatchObject([
      {
        id: 'duplication:class:nsaid',
        title:
          'Dubbelförskrivning: Produkt 8 peroral (h) och Produkt 9 peroral (i) hör båda till gruppen NSAID.',
        details: ['Risk: Blödning.'],
        recommendation: 'Välj en.',
      },
    ]);
  });

  it('names a duplication of one substance by the substance', () => {
    const { findings } = reviewOf({
      list: { nplIds: [nplId(2)], nslIds: [nslId('b')] },
      openSources: only('interactions'),
    });
    expect(findings.map((f) => [f.id, f.title])).toEqual([
      [
        `duplication:substance:${nslId('b')}`,
        'Dubbelförskrivning: Produkt 2 peroral innehåller b, som också finns med som substans i listan.',
      ],
    ]);
  });

  it('names only the substances not assessed, and only the products they are in', () => {
    const review = reviewOf({
      list: { nplIds: [nplId(7), nplId(2)], nslIds: [nslId('g'), nslId('a')] },
      openSources: only('interactions'),
    });
    expect(gapsOf(review, 'interactions').map((g) => [g.entryKeys, g.text])).toEqual([
      [keysOf('g'), 'Interaktioner är inte bedömda för g.'],
      [[`npl:${nplId(7)}`], 'Interaktioner är inte bedömda för e.'],
      [[`npl:${nplId(7)}`], 'Interaktioner är inte bedömda för f.'],
    ]);
  });
});
