import { useTranslation } from '../../../lib/i18n.ts';
import { scaleOfLabel } from '@medkompass/clinical/egfr-estimates.ts';
import { egfrColour, egfrDisplayText, EGFR_UNITS } from '@medkompass/clinical/renal-bands.ts';
import { RENAL_X_TOOLTIPS } from '@medkompass/clinical/renal-assessment.ts';
import type { RenalEvaluation } from '@medkompass/clinical/renal-evaluation.ts';
import { badgeClassName } from '../../../components/ui/classification-badge.tsx';
import { formatNumber } from '../hooks/format.ts';
import '../../../lib/page-texts.ts';

/** The recommended estimate as the tab shows it ('eGFR 65', '<5', '≥90'), or why there is none. */
function Headline({ evaluation }: { evaluation: RenalEvaluation }) {
  const { t } = useTranslation();
  const recommended = evaluation.estimates.recommended;
  if (recommended === null) {
    return (
      <p className="egfr-headline egfr-headline--none">
        <span className={badgeClassName('darkBlue')}>X</span>{' '}
        {RENAL_X_TOOLTIPS[evaluation.missingReason ?? 'dataMissing']}
      </p>
    );
  }
  return (
    <p className="egfr-headline">
      <span className={`${badgeClassName(egfrColour(recommended.value))} egfr-headline__value`}>
        {egfrDisplayText(recommended.value)}
      </span>{' '}
      <span className="egfr-headline__unit">{EGFR_UNITS[scaleOfLabel(recommended.label)]}</span>
      <span className="egfr-headline__name">
        {t('renal.recommendedFor', { name: recommended.name })}
      </span>
    </p>
  );
}

/**
 * The eGFR result entries (specification §3): each estimate that applies, rounded, with its unit,
 * the one recommended for dosing marked, and how far creatinine and cystatin C differ.
 */
export function EgfrSummary({ evaluation }: { evaluation: RenalEvaluation }) {
  const { t } = useTranslation();
  const { entries, percDiff } = evaluation.estimates;
  return (
    <div className="egfr-summary">
      <Headline evaluation={evaluation} />
      {entries.length > 0 && (
        <table className="egfr-table">
          <caption className="visually-hidden">{t('renal.entriesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('renal.colEstimate')}</th>
              <th scope="col" className="egfr-table__number">
                {t('renal.colValue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr
                key={entry.label}
                className={entry.recommended ? 'egfr-table__row--recommended' : undefined}
              >
                <th scope="row">
                  {entry.name}
                  {entry.recommended && (
                    <span className="egfr-table__mark"> {t('renal.recommendedMark')}</span>
                  )}
                </th>
                <td className="egfr-table__number">
                  {formatNumber(entry.value)}{' '}
                  <span className="egfr-table__unit">{EGFR_UNITS[scaleOfLabel(entry.label)]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* The mean entries' percent difference (§3 'percDiff'), said once for the pair. */}
      {percDiff !== null && (
        <p className="egfr-summary__difference">
          {t('renal.pairDifference', { percent: formatNumber(percDiff) })}
        </p>
      )}
    </div>
  );
}
