import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import type { ReviewAnswer, ReviewAnswerFinding } from '@medkompass/contracts/review-answer.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { reviewQueryOptions } from '../api/get-review.ts';
import { reviewSummaryOf } from '../review-summary-of.ts';
import '../../../lib/page-texts.ts';

function FindingItem({ finding }: { finding: ReviewAnswerFinding }) {
  const { t } = useTranslation();
  return (
    <li className="review-finding">
      <p className="review-finding__title">
        {/* The title names the class ("Interaktion D4: …"); a duplication's code (warning, note)
            is the rule's, not a word for the reader. */}
        <strong>{t(`review.severity.${finding.severity ?? 'none'}`)}</strong>: {finding.title}
      </p>
      {finding.recommendation !== null && (
        <p className="review-finding__recommendation">{finding.recommendation}</p>
      )}
    </li>
  );
}

/**
 * The review's summary: per source its most severe findings, the duplications and what could not
 * be assessed, from the server's one review rule (GET /api/review?format=json), so the summary,
 * the FHIR export and the record system's cards say the same.
 */
export function ReviewSummary() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const review = useQuery(reviewQueryOptions(params));
  return (
    <section className="review-summary" aria-labelledby="review-summary-heading">
      <h2 id="review-summary-heading">{t('review.summaryHeading')}</h2>
      {review.status === 'pending' && <p role="status">{t('review.summaryLoading')}</p>}
      {review.status === 'error' && <p role="alert">{t('review.summaryFailed')}</p>}
      {review.status === 'success' && <SummaryBody summary={reviewSummaryOf(review.data)} />}
    </section>
  );
}

/** What could not be assessed, each in the words of the review rule. */
function GapList({ gaps, labelledBy }: { gaps: ReviewAnswer['unassessed']; labelledBy?: string }) {
  return (
    <ul className="review-unassessed" aria-labelledby={labelledBy}>
      {gaps.map((gap) => (
        <li key={`${gap.source ?? 'unknown'}:${gap.entryKeys.join(',')}:${gap.text}`}>
          {gap.text}
        </li>
      ))}
    </ul>
  );
}

function SummaryBody({ summary }: { summary: ReturnType<typeof reviewSummaryOf> }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 id="review-most-severe-heading">{t('review.mostSevereHeading')}</h3>
      <dl className="review-summary__sources" aria-labelledby="review-most-severe-heading">
        {summary.mostSevere.map(({ source, findings, unassessed }) => (
          <div key={source} className="review-summary__source">
            <dt>{sourceDefinition(source).label}</dt>
            <dd>
              {findings.length === 0 ? (
                <p>
                  {t(
                    unassessed.length === 0
                      ? 'review.noFindings'
                      : 'review.noFindingsAmongAssessed',
                  )}
                </p>
              ) : (
                <ul className="review-findings">
                  {findings.map((finding) => (
                    <FindingItem key={finding.id} finding={finding} />
                  ))}
                </ul>
              )}
              {unassessed.length > 0 && <GapList gaps={unassessed} />}
            </dd>
          </div>
        ))}
      </dl>
      <p className="hint">{t('review.notSummarised')}</p>
      <h3 id="review-duplications-heading">{t('review.duplicationsHeading')}</h3>
      {summary.duplications.length === 0 ? (
        <p>{t('review.noDuplications')}</p>
      ) : (
        <ul className="review-findings" aria-labelledby="review-duplications-heading">
          {summary.duplications.map((finding) => (
            <FindingItem key={finding.id} finding={finding} />
          ))}
        </ul>
      )}
      <h3 id="review-unassessed-heading">{t('review.unassessedHeading')}</h3>
      {summary.unassessed.length === 0 ? (
        <p>{t('review.allAssessed')}</p>
      ) : (
        <GapList gaps={summary.unassessed} labelledBy="review-unassessed-heading" />
      )}
    </>
  );
}
