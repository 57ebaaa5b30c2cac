import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { reviewFindings } from '@medkompass/assessment/review/review-findings.ts';
import {
  CDS_NOW,
  cdsContext,
  NO_PATIENT,
} from '@medkompass/assessment/testing/cds-test-context.ts';
import { sourceNameSchema } from '@medkompass/contracts/source.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { TWENTY_DEMO_PRODUCTS as TWENTY } from '@medkompass/assessment/testing/demo-twenty-products.ts';
import { duplicationCards } from './cds-duplication-cards.ts';
import { interactionCards } from './cds-interaction-cards.ts';

/**
 * The review document and the FHIR export are built from reviewFindings, a record system's cards
 * from the CDS card code: both over the same assessment rules, so they must never disagree. For
 * twenty demo products ordered at once, every card a prescriber is interrupted for is a finding
 * of the review with the same class, and every such finding of the review has its card.
 */
const require = createRequire(import.meta.url);
const bundle = JSON.parse(
  readFileSync(require.resolve('../../../../../../knowledge-base/demo-kb.json'), 'utf8'),
) as KbBundle;

const orders: IdentifiedOrder[] = TWENTY.map((nplId) => ({
  key: `MedicationRequest/${nplId}`,
  label: nplId,
  nplIds: [nplId],
  nslIds: [],
  identified: true,
}));
const context = cdsContext(bundle, { draft: orders });
const review = reviewFindings(new BundleKnowledgeBase(bundle), {
  list: { nplIds: TWENTY, nslIds: [] },
  patient: NO_PATIENT,
  chosenBand: null,
  notFertile: false,
  now: CDS_NOW,
  openSources: new Set(sourceNameSchema.options),
});

/** The part of a key that names what was found, e.g. the interaction's id. */
const subjectOf = (key: string, at: number) => key.split(':').slice(0, at).join(':');

describe('the review and the CDS cards agree', () => {
  it('gives a card for exactly the interactions graded C or D, with the same class', () => {
    const cards = interactionCards(context).map(({ key, card }) => {
      const code = /^Interaktion (\S+):/.exec(card.summary)?.[1];
      return `${key.split(':')[1] ?? ''} ${code ?? ''}`;
    });
    const findings = review.findings
      .filter(
        (f) => f.kind === 'interaction' && (f.severity === 'high' || f.severity === 'moderate'),
      )
      .map((f) => `${f.id.split(':')[1] ?? ''} ${f.classCode}`);
    expect(cards.length).toBeGreaterThan(1);
    expect(new Set(cards)).toEqual(new Set(findings));
  });

  it('gives a card for exactly the duplications the review warns of', () => {
    const cards = duplicationCards(context).map(({ key }) => subjectOf(key, 3));
    const findings = review.findings
      .filter((f) => f.kind === 'duplication' && f.severity === 'moderate')
      .map((f) => f.id);
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards)).toEqual(new Set(findings));
  });
});
