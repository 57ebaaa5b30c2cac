import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import type { CdsPatientGaps } from '@medkompass/assessment/cds-patient.ts';
import { assessInteractions } from '@medkompass/assessment/interaction-pairing.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { NO_PATIENT } from '@medkompass/assessment/testing/cds-test-context.ts';
import {
  arbitraryBundle,
  bundleOf,
  nslId,
  substance,
} from '@medkompass/assessment/testing/test-knowledge-base.ts';
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { markdownText, summaryOf, type CdsCardContext } from './cds-card-parts.ts';
import { cdsCards } from './cds-cards.ts';
import { interactionCards } from './cds-interaction-cards.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const ALL: SourceName[] = [
  'interactions',
  'riskprofile',
  'njurfunktion',
  'birthdefect',
  'lactation',
  'genus',
];

const order = (nsl: string, label = nsl): IdentifiedOrder => ({
  key: `MedicationRequest/${nsl}`,
  label,
  nplIds: [],
  nslIds: [nsl],
  identified: true,
});

function contextOf(
  bundle: KbBundle,
  draft: IdentifiedOrder[],
  active: IdentifiedOrder[],
  patient: Partial<IntegratedPatient> = {},
  fertileWoman = false,
  gaps: Partial<CdsPatientGaps> = {},
): CdsCardContext {
  return {
    kb: new BundleKnowledgeBase(bundle),
    riskProperties: bundle.riskProperties,
    draft,
    active,
    patient: {
      patient: { ...NO_PATIENT, ...patient },
      fertileWoman,
      gaps: { notSent: [], birthYear: null, gender: null, unused: {}, ...gaps },
    },
    now: NOW,
    appUrl: 'https://medkompass.test',
    isDemo: false,
    openSources: new Set(ALL),
  };
}

describe('interactionCards', () => {
  it('gives a card for exactly the C and D pairs of the app in which a draft drug takes part (property)', () => {
    const keys = ['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7'].map(nslId);
    fc.assert(
      fc.property(
        arbitraryBundle,
        fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 6 }),
        (bundle, ids, split) => {
          const draft = ids.slice(0, Math.max(1, split)).map((id) => order(id));
          const active = ids.slice(Math.max(1, split)).map((id) => order(id));
          const context = contextOf(bundle, draft, active);
          const draftIds = new Set(draft.flatMap((o) => o.nslIds));
          const expected = assessInteractions(context.kb, { nplIds: [], nslIds: ids })
            .filter((i) => i.sevClassification === 'C' || i.sevClassification === 'D')
            .filter((i) => i.searchEntries.flat().some((entry) => draftIds.has(entry.nslId)))
            .map((i) => `${i.sevClassification}${i.docClassification}`)
            .sort();
          const cards = interactionCards(context);
          expect(
            cards.map((c) => /Interaktion ([A-D]\d)/.exec(c.card.summary)?.[1]).sort(),
          ).toEqual(expected);
          for (const { card } of cards)
            expect(card.indicator).toBe(
              card.summary.startsWith('Interaktion D') ? 'critical' : 'warning',
            );
          expect(new Set(cards.map((c) => c.key)).size).toBe(cards.length);
        },
      ),
    );
  });

  it('gives no card for a pair within the medication list the patient already takes', () => {
    const bundle = bundleOf({
      substances: [substance('a'), substance('b'), substance('c')],
      interactions: [
        { ...interactionOf('a', 'b', 'D'), id: 'ab' },
        { ...interactionOf('b', 'c', 'C'), id: 'bc' },
      ],
    });
    const cards = interactionCards(
      contextOf(
        bundle,
        [order(nslId('c'), 'Ny')],
        [order(nslId('a')), order(nslId('b'), 'Gammal')],
      ),
    );
    expect(cards.map((c) => c.card.summary)).toEqual(['Interaktion C2: Ny + Gammal']);
  });
});

function interactionOf(a: string, b: string, severity: 'C' | 'D') {
  return {
    id: `${a}${b}`,
    substanceNslIds: [nslId(a), nslId(b)] as [string, string],
    sevClassification: severity,
    docClassification: 2 as const,
    drugFormGroups: [],
    textIds: { consequence: '', recommendation: '', mechanism: '', background: '' },
  };
}

describe('document and riskprofile cards', () => {
  const base = bundleOf({ substances: [substance('a'), substance('b')] });
  const links = { nplIds: [], updated: '2026-10-01' };
  const bundle: KbBundle = {
    ...base,
    lactationDocuments: [
      {
        id: 'lact-a',
        documentTitle: 'A',
        recommendation: 'Undvik under amning.',
        publicRecommendation: 'Undvik.',
        classification: { level: 3, code: '3' },
        background: '',
        nslIds: [nslId('a')],
        ...links,
      },
    ],
    renalDocuments: [
      {
        id: 'renal-a',
        documentTitle: 'A och njurarna',
        nephrotoxic: false,
        recommendations: [
          {
            recommendationText: 'Halvera dosen.',
            classification: { code: 'C', description: 'Dosjustering.' },
            renalFailureDegree: { gfrMin: 0, gfrMax: 59 },
          },
        ],
        background: '',
        nslIds: [nslId('a')],
        ...links,
      },
    ],
    riskProperties: [
      {
        id: 'sedation',
        propertyId: 'sedation',
        name: { sv: 'Sedering', en: 'Sedation' },
        algorithm: 'sum',
        levels: [
          { level: 0, min: 0, max: 1 },
          { level: 1, min: 2, max: 2 },
          { level: 2, min: 3, max: 3 },
          { level: 3, min: 4, max: 99 },
        ],
      },
    ],
    riskProfiles: [
      { nslId: nslId('a'), properties: [{ propertyId: 'sedation', values: { peroral: 2 } }] },
      { nslId: nslId('b'), properties: [{ propertyId: 'sedation', values: { peroral: 2 } }] },
    ],
  };
  const summaries = (context: CdsCardContext) =>
    cdsCards(context, []).map((c) => [c.card.indicator, c.card.summary]);

  it('gives lactation information for a woman of fertile age only', () => {
    expect(summaries(contextOf(bundle, [order(nslId('a'), 'A')], [], {}, true))).toContainEqual([
      'info',
      'Amning klass 3: A. Bör undvikas under amning.',
    ]);
    expect(
      summaries(contextOf(bundle, [order(nslId('a'), 'A')], [], {}, false)).flat(),
    ).not.toContain('Amning klass 3: A. Bör undvikas under amning.');
  });

  it('says why renal advice could not be given when a creatinine comes without gender', () => {
    const context = contextOf(bundle, [order(nslId('a'), 'A')], [], {
      creatinine: 150,
      birthYear: 1950,
      creatinineDate: '2026-11-20',
    });
    const [card] = cdsCards(context, []).filter((c) => c.card.source.topic.code === 'njurfunktion');
    expect(card?.card.summary).toBe('Njurfunktion kunde inte bedömas för A');
    expect(card?.card.indicator).toBe('info');
    expect(card?.card.detail).toContain('kreatinin 150 µmol/L (2026-11-20)');
  });

  it('raises a riskprofile property at level III only when a draft drug adds to it', () => {
    expect(
      summaries(contextOf(bundle, [order(nslId('b'), 'B')], [order(nslId('a'), 'A')])),
    ).toContainEqual(['warning', 'Riskprofil: Sedering når nivå III med B']);
    expect(summaries(contextOf(bundle, [order(nslId('b'), 'B')], []))).toEqual([]);
  });

  it('leaves out sources the caller may not see', () => {
    const context = {
      ...contextOf(bundle, [order(nslId('b'), 'B')], [order(nslId('a'), 'A')]),
      openSources: new Set<SourceName>(['interactions']),
    };
    expect(summaries(context)).toEqual([]);
  });
});

describe('card texts', () => {
  it('keeps summaries under 140 characters and escapes markup in knowledge-base text', () => {
    const summary = summaryOf('x'.repeat(300));
    expect(summary).toHaveLength(139);
    expect(summary.endsWith('…')).toBe(true);
    expect(markdownText('<img src=x onerror=alert(1)> **fet** [länk](javascript:x)')).toBe(
      '\\<img src=x onerror=alert(1)\\> \\*\\*fet\\*\\* \\[länk\\](javascript:x)',
    );
  });
});
