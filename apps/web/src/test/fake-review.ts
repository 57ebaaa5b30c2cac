import type { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { REVIEW_SOURCES, reviewFindings } from '@medkompass/assessment/review/review-findings.ts';
import { parseIntegratedUrl } from '@medkompass/clinical/integrated-mode-url.ts';
import { reviewAnswerSchema } from '@medkompass/contracts/review-answer.ts';
import { patientParams, reviewQuerySchema } from '@medkompass/contracts/review.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { error, json } from './fake-responses.ts';

/** What closes a source to the caller in the fake, as the server's guard reads it. */
export interface FakeReviewAccess {
  disabledSources: readonly SourceName[];
  countryBlocked: boolean;
}

/**
 * GET /api/review as the server answers it: the query checked by its contract, the review made by
 * packages/assessment's reviewFindings over the fixture knowledge base, format=json parsed with
 * its contract. The FHIR mapping is the server's (apps/server/src/modules/review/review-fhir.ts,
 * tested there against the official schema); the fake answers format=fhir with a Bundle of type
 * collection holding the same review's findings' ids, enough for the web app, which only passes
 * the Bundle on.
 */
export function fakeReviewAnswer(
  kb: BundleKnowledgeBase,
  url: URL,
  access: FakeReviewAccess,
): Response {
  const raw: Record<string, unknown> = Object.fromEntries(url.searchParams);
  raw.nslIds = url.searchParams.getAll('nslIds');
  raw.nplIds = url.searchParams.getAll('nplIds');
  const query = reviewQuerySchema.safeParse(raw);
  if (!query.success) return error(400, 'validation', 'Ogiltiga parametrar');
  const now = new Date();
  const parsed = parseIntegratedUrl(patientParams(query.data), now);
  const openSources = new Set<SourceName>(
    REVIEW_SOURCES.filter(
      (source) =>
        !access.disabledSources.includes(source) &&
        !(source === 'interactions' && access.countryBlocked),
    ),
  );
  const review = reviewFindings(kb, {
    list: { nslIds: query.data.nslIds, nplIds: query.data.nplIds },
    patient: parsed.patient,
    patientProblems: parsed.problems,
    chosenBand: parsed.interval,
    notFertile: parsed.isNotFertile,
    now,
    openSources,
  });
  if (query.data.format === 'json') return json(reviewAnswerSchema.parse(review));
  return json({
    resourceType: 'Bundle',
    type: 'collection',
    entry: review.findings.map((finding) => ({
      resource: { resourceType: 'DetectedIssue', id: finding.id },
    })),
  });
}
