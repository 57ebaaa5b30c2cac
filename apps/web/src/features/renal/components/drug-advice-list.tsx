import { useTranslation } from '../../../lib/i18n.ts';
import { UNASSESSED_BADGE } from '@medkompass/clinical/document-classification.ts';
import { EGFR_UNITS } from '@medkompass/clinical/renal-bands.ts';
import { NEPHROTOXIC_LIMIT } from '@medkompass/clinical/renal-assessment.ts';
import type { RenalEvaluation } from '@medkompass/clinical/renal-evaluation.ts';
import { highestLetter, letterColour } from '@medkompass/clinical/severity-scale.ts';
import { severitySummary } from '@medkompass/assessment/severity-order.ts';
import {
  badgeClassName,
  ClassificationBadge,
} from '../../../components/ui/classification-badge.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/query-status.tsx';
import { SeveritySummary } from '../../../components/ui/severity-summary.tsx';
import type { DocumentAdvice, DrugAdvice } from '../hooks/drug-advice.ts';
import type { AdviceState } from '../hooks/use-renal-view.ts';
import { bandScale } from '../hooks/band-scale.ts';
import '../../../lib/page-texts.ts';

function DocumentRecommendations({ advice }: { advice: DocumentAdvice }) {
  const { t } = useTranslation();
  if (advice.renalClass === 'none')
    return <p className="renal-drug__text">{t('renal.normalFunction')}</p>;
  if (advice.recommendations.length === 0) {
    return (
      <p className="renal-drug__text">
        <span className={badgeClassName(UNASSESSED_BADGE.colour)}>?</span>{' '}
        {t('renal.noRecommendationForBand')}
      </p>
    );
  }
  return (
    <ul className="renal-drug__recommendations">
      {advice.recommendations.map((r) => (
        <li key={`${r.renalFailureDegree.gfrMin}-${r.renalFailureDegree.gfrMax}`}>
          <ClassificationBadge
            code={r.classification.code}
            colour={letterColour(r.classification.code)}
            description={r.classification.description}
          />{' '}
          <span className="renal-drug__text">{r.recommendationText}</span>
        </li>
      ))}
    </ul>
  );
}

function DrugItem({ drug }: { drug: DrugAdvice }) {
  const { t } = useTranslation();
  const nephrotoxic = drug.documents.some((d) => d.document.nephrotoxic);
  return (
    <li className="renal-drug">
      <h4 className="renal-drug__name">
        {drug.name}
        {drug.productName !== null && (
          <span className="renal-drug__product">
            {' '}
            {t('renal.inProduct', { product: drug.productName })}
          </span>
        )}
        {nephrotoxic && (
          <>
            {' '}
            <span className="renal-drug__tag">{t('renal.nephrotoxic')}</span>
          </>
        )}
      </h4>
      {drug.documents.length === 0 ? (
        <p className="renal-drug__text">
          <span className={badgeClassName(UNASSESSED_BADGE.colour)}>?</span> {t('renal.unassessed')}
        </p>
      ) : (
        drug.documents.map((advice) => (
          <div key={advice.document.id} className="renal-drug__document">
            {drug.documents.length > 1 && (
              <p className="renal-drug__title">{advice.document.documentTitle}</p>
            )}
            <DocumentRecommendations advice={advice} />
          </div>
        ))
      )}
    </li>
  );
}

/**
 * Each drug's renal recommendation for the band shown (specification §4): its class A–D and
 * text, nephrotoxic drugs marked, '?' where the source has not assessed it, and the highest
 * class of the list.
 */
export function DrugAdviceList({
  advice,
  evaluation,
}: {
  advice: AdviceState;
  evaluation: RenalEvaluation;
}) {
  const { t } = useTranslation();
  const { band, documentClasses, nephrotoxicDocumentCount } = evaluation;
  const highest = highestLetter(documentClasses);
  const heading =
    band === null
      ? t('renal.adviceHeading')
      : t('renal.adviceHeadingBand', { band, unit: EGFR_UNITS[bandScale(evaluation.estimates)] });
  return (
    <section className="renal-advice" aria-labelledby="renal-advice-heading">
      <div className="source-panel__header">
        <h3 id="renal-advice-heading">{heading}</h3>
      </div>
      {advice.status === 'success' && nephrotoxicDocumentCount >= NEPHROTOXIC_LIMIT && (
        <p className="renal-advice__nephrotoxic">
          {t('renal.nephrotoxicCount', { count: nephrotoxicDocumentCount })}
        </p>
      )}
      {advice.status === 'success' && highest !== null && (
        <p className="renal-advice__highest">
          {t('renal.highestClass')}{' '}
          <span className={badgeClassName(letterColour(highest))}>{highest}</span>
        </p>
      )}
      <AdviceBody advice={advice} evaluation={evaluation} />
    </section>
  );
}

function AdviceBody({ advice, evaluation }: { advice: AdviceState; evaluation: RenalEvaluation }) {
  const { t } = useTranslation();
  switch (advice.status) {
    case 'empty':
      return <p className="hint">{t('renal.addDrugs')}</p>;
    case 'loading':
      return <LoadingMessage>{t('renal.loading')}</LoadingMessage>;
    case 'error':
      return <ErrorMessage onRetry={advice.retry}>{t('renal.error')}</ErrorMessage>;
    case 'unavailable':
      return <p className="notice">{advice.message}</p>;
    case 'success':
      if (evaluation.band === null) {
        // With estimates that point different ways, choosing the band is the prescriber's call.
        const own = evaluation.estimates.entries.length > 0;
        return (
          <p className="hint">{own ? t('renal.chooseOwnInterval') : t('renal.chooseInterval')}</p>
        );
      }
      return (
        <>
          <SeveritySummary
            summary={severitySummary(
              'renal',
              advice.drugs.map((drug) => drug.grade),
            )}
          />
          <ul className="renal-drugs">
            {advice.drugs.map((drug) => (
              <DrugItem key={drug.key} drug={drug} />
            ))}
          </ul>
        </>
      );
  }
}
