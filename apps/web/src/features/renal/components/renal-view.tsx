import { memo } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAnswerInSlices } from '../../../lib/assessment/use-answer-in-slices.ts';
import { PrintLink } from '../../../lib/print/print-link.tsx';
import { useRenalView, type RenalView as RenalViewState } from '../hooks/use-renal-view.ts';
import { CalculationDetails } from './calculation-details.tsx';
import { DrugAdviceList } from './drug-advice-list.tsx';
import { EgfrSummary } from './egfr-summary.tsx';
import { IntervalPicker } from './interval-picker.tsx';
import { PatientForm } from './patient-form.tsx';
import { WarningList } from './warning-list.tsx';
import '../../../lib/page-texts.ts';

/**
 * The renal tab (specification §3, §4 'Renal tab'): the patient, the eGFR estimates with the one
 * recommended for dosing, the intervals, the warnings, how the numbers were calculated, and each
 * drug's recommendation for the interval shown.
 */
export function RenalView() {
  const { t } = useTranslation();
  const view = useAnswerInSlices(useRenalView());
  return (
    <section className="source-panel renal" aria-labelledby="renal-heading">
      <title>{t('renal.pageTitle')}</title>
      <div className="source-panel__header">
        <h2 id="renal-heading">{t('renal.heading')}</h2>
        {view.advice.status === 'success' && <PrintLink source="njurfunktion" />}
      </div>
      <div className="renal__layout">
        <PatientForm
          weightDate={view.renal.fromUrl.weightDate}
          heightDate={view.renal.fromUrl.heightDate}
        />
        <RenalResults view={view} />
      </div>
    </section>
  );
}

/** The estimates, warnings, calculation, intervals and advice; memoised on the view it shows. */
const RenalResults = memo(function RenalResults({
  view: { evaluation, warnings, calculation, advice },
}: {
  view: RenalViewState;
}) {
  const { t } = useTranslation();
  return (
    <div className="renal__results">
      <section className="renal-results" aria-labelledby="renal-results-heading">
        <h3 id="renal-results-heading">{t('renal.resultsHeading')}</h3>
        <EgfrSummary evaluation={evaluation} />
        <WarningList warnings={warnings} />
        <CalculationDetails calculation={calculation} estimates={evaluation.estimates} />
        <IntervalPicker evaluation={evaluation} />
      </section>
      <DrugAdviceList advice={advice} evaluation={evaluation} />
    </div>
  );
});
