import { describe, expect, it } from 'vitest';
import {
  parseIntegratedUrl,
  type IntegratedPatient,
} from '@medkompass/clinical/integrated-mode-url.ts';
import { RENAL_X_TOOLTIPS } from '@medkompass/clinical/renal-assessment.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { BundleKnowledgeBase } from '../knowledge-base.ts';
import {
  bundleOf,
  interaction,
  nplId,
  nslId,
  product,
  substance,
} from '../../testing/test-knowledge-base.ts';
import { reviewFindings } from './review-findings.ts';
import type { ReviewInput } from './review-types.ts';
import { NO_PATIENT } from '../../testing/no-patient.ts';

const links = (keys: string[]) => ({
  nslIds: keys.map(nslId),
  nplIds: [],
  updated: '2026-10-01',
  background: '',
});
const parts = bundleOf({
  substances: [substance('warfarin'), substance('ibuprofen'), substance('okand')],
  products: [product(1, 'peroral', 'warfarin'), product(2, 'peroral', 'ibuprofen')],
  interactions: [interaction('warfarin', 'ibuprofen', 'D3')],
});
const bundle: KbBundle = {
  ...parts,
  interactionTexts: [
    { id: 'i-warfarin-ibuprofen-c', text: 'Blödningsrisk.' },
    { id: 'i-warfarin-ibuprofen-r', text: 'Undvik kombinationen.' },
  ],
  renalDocuments: [
    {
      id: 'renal-ibuprofen',
      documentTitle: 'Ibuprofen vid nedsatt njurfunktion',
      nephrotoxic: true,
      recommendations: [
        {
          recommendationText: 'Undvik.',
          classification: { code: 'D', description: 'D' },
          renalFailureDegree: { gfrMin: 0, gfrMax: 29 },
        },
        {
          recommendationText: 'Normal dos.',
          classification: { code: 'A', description: 'A' },
          renalFailureDegree: { gfrMin: 30, gfrMax: 89 },
        },
      ],
      ...links(['ibuprofen']),
    },
  ],
  lactationDocuments: [
    {
      id: 'lact-warfarin',
      documentTitle: 'Warfarin',
      recommendation: 'Kan användas.',
      publicRecommendation: 'p',
      classification: { level: 1, code: '1' },
      ...links(['warfarin']),
    },
  ],
  birthDefectDocuments: [
    {
      id: 'bd-warfarin',
      name: 'Warfarin',
      assessment: 'Undvik under graviditet.',
      classificationLevel: 3,
      ...links(['warfarin']),
    },
  ],
};
const kb = new BundleKnowledgeBase(bundle);

const NOW = new Date('2026-06-01T10:00:00Z');
const PATIENT: IntegratedPatient = { ...NO_PATIENT, birthYear: 1990, gender: 'FEMALE' };
const ALL: ReadonlySet<SourceName> = new Set([
  'interactions',
  'njurfunktion',
  'birthdefect',
  'lactation',
]);
const reviewOf = (input: Partial<ReviewInput> = {}) =>
  reviewFindings(kb, {
    list: { nplIds: [nplId(1), nplId(2)], nslIds: [] },
    patient: PATIENT,
    chosenBand: null,
    notFertile: false,
    now: NOW,
    openSources: ALL,
    ...input,
  });

describe('the findings of a review', () => {
  it('gives the interaction with its texts, and the fetal class 3, most severe first', () => {
    const { findings } = reviewOf();
    expect(findings.map((f) => [f.kind, f.classCode, f.severity])).toEqual([
      ['interaction', 'D3', 'high'],
      ['birthdefect', '3', 'high'],
    ]);
    expect(findings[0]).toMatchObject({
      entryKeys: [`npl:${nplId(1)}`, `npl:${nplId(2)}`],
      details: ['Konsekvens: Blödningsrisk.', expect.stringMatching(/^Klassificering D3: /)],
      recommendation: 'Undvik kombinationen.',
    });
  });

  it('reads the renal documents at the chosen band, and class A asks nothing', () => {
    expect(reviewOf({ chosenBand: '15–29' }).findings.map((f) => f.id)).toContain(
      `renal:D:15–29:npl:${nplId(2)}`,
    );
    expect(reviewOf({ chosenBand: '30–59' }).findings.filter((f) => f.kind === 'renal')).toEqual(
      [],
    );
  });

  it('says what it could not assess: unknown ids, no eGFR, no document, a closed source', () => {
    const { unassessed } = reviewOf({
      list: { nplIds: [nplId(1), nplId(2), nplId(9)], nslIds: [] },
      openSources: new Set(['interactions', 'njurfunktion', 'birthdefect']),
    });
    const texts = unassessed.map((g) => [g.source, g.text]);
    expect(texts).toContainEqual([
      null,
      `${nplId(9)} finns inte i kunskapsbasen och ingår inte i bedömningen.`,
    ]);
    expect(texts).toContainEqual([
      'njurfunktion',
      'Produkt 1 peroral saknar bedömning vid nedsatt njurfunktion.',
    ]);
    expect(texts).toContainEqual([
      'njurfunktion',
      expect.stringMatching(/^Njurfunktion kunde inte bedömas: /),
    ]);
    expect(texts).toContainEqual([
      'lactation',
      'Amning ingår inte: källan är inte tillgänglig för dig.',
    ]);
  });

  // ADR 57: the review reads the address as the renal tab does: a creatinine whose date could not
  // be read gives no eGFR, and the review says why, rather than grading it as today's.
  it('uses no creatinine whose date the address gave but could not read, and says so', () => {
    const address = (kreadate: string) => {
      const { patient, problems } = parseIntegratedUrl(
        new URLSearchParams(`birthYear=1990&gender=f&weight=60&height=165&krea=63&${kreadate}`),
        NOW,
      );
      return reviewOf({ patient, patientProblems: problems });
    };
    expect(address('kreadate=260520').egfr).not.toBeNull();
    expect(address('kreadate=2026-05-20').egfr).not.toBeNull();
    const unreadable = address('kreadate=igår');
    expect(unreadable.egfr).toBeNull();
    expect(unreadable.unassessed.map((g) => g.text)).toContainEqual(
      expect.stringContaining(RENAL_X_TOOLTIPS.creatinineDateUnreadable),
    );
  });

  it('leaves the pregnancy sources out for a patient known not to be fertile, and says so', () => {
    const { findings, unassessed } = reviewOf({ notFertile: true });
    expect(findings.map((f) => f.kind)).toEqual(['interaction']);
    expect(unassessed.map((g) => g.text)).toContain(
      'Fosterpåverkan har inte bedömts: patienten är angiven som inte en kvinna i fertil ålder.',
    );
  });
});
