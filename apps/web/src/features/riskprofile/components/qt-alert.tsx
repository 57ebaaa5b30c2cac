import { useTranslation } from '../../../lib/i18n.ts';
import type { PropertyScore } from '@medkompass/assessment/riskprofile-scores.ts';
import { useContributionText } from './risk-property-item.tsx';
import '../../../lib/page-texts.ts';

/**
 * QT prolongation at level 3 or more (specification §4: raised to 10): the highest alert of the
 * riskprofile, shown above everything else with what it means and what to consider.
 */
export function QtAlert({ score }: { score: PropertyScore }) {
  const { t } = useTranslation();
  const contributionText = useContributionText();
  return (
    <section className="risk-alert" aria-labelledby="risk-qt-heading">
      <h3 id="risk-qt-heading" className="risk-alert__heading">
        <span className="risk-alert__icon" aria-hidden="true">
          !
        </span>
        {t('riskprofile.qtHeading')}
      </h3>
      <p>{t('riskprofile.qtText')}</p>
      <p>
        <strong>{t('riskprofile.qtAdvice')}</strong>
      </p>
      <p className="risk-alert__contributions">{contributionText(score)}</p>
    </section>
  );
}
