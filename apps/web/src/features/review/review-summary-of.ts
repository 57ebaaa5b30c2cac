import type { ReviewAnswer, ReviewAnswerFinding } from '@medkompass/contracts/review-answer.ts';

type ReviewSource = ReviewAnswerFinding['source'];

/** The sources the summary names findings of, in the order of the tabs. */
export const SUMMARY_SOURCES: readonly ReviewSource[] = [
  'interactions',
  'njurfunktion',
  'birthdefect',
  'lactation',
];

export interface ReviewSummary {
  /**
   * Per source, its most severe findings (all that share the highest severity it has) and what it
   * could not assess: a source without findings is never summarised as "no findings" alone when
   * part of the list, or all of it, went unassessed.
   */
  mostSevere: {
    source: ReviewSource;
    findings: ReviewAnswerFinding[];
    unassessed: ReviewAnswer['unassessed'];
  }[];
  duplications: ReviewAnswerFinding[];
  unassessed: ReviewAnswer['unassessed'];
}

/**
 * What the review document puts first: each source's most severe findings (a finding the source
 * itself calls without clinical significance is none), the duplications, and everything that
 * could not be assessed. The answer is already most severe first, so the first of a source sets
 * its level.
 */
export function reviewSummaryOf(review: ReviewAnswer): ReviewSummary {
  const mostSevere = SUMMARY_SOURCES.map((source) => {
    const ofSource = review.findings.filter(
      (finding) =>
        finding.source === source && finding.kind !== 'duplication' && finding.severity !== null,
    );
    const top = ofSource[0]?.severity;
    return {
      source,
      findings: ofSource.filter((finding) => finding.severity === top),
      unassessed: review.unassessed.filter((gap) => gap.source === source),
    };
  });
  return {
    mostSevere,
    duplications: review.findings.filter((finding) => finding.kind === 'duplication'),
    unassessed: review.unassessed,
  };
}
