import { useTranslation } from '../../../lib/i18n.ts';
import { useRenalView } from '../hooks/use-renal-view.ts';
import { DrugAdviceList } from './drug-advice-list.tsx';
import { EgfrSummary } from './egfr-summary.tsx';
import { RenalLegend } from './renal-legend.tsx';
import { WarningList } from './warning-list.tsx';
import '../../../lib/page-texts.ts';
import { PageTitle } from '../../../lib/print/print-title.tsx';

/**
 * The renal tab for print: the eGFR estimates with the one dosed by, the warnings, each drug's
 * recommendation at the band shown (most severe first, unassessed ones named) and the key to the
 * classes. The patient and the band are in the print layout's header.
 */
export function RenalPrintView() {
  const { t } = useTranslation();
  const { evaluation, warnings, advice } = useRenalView();
  return (
    <section className="print-source renal" aria-labelledby="print-renal-heading">
      <PageTitle>{`${t('renal.heading')} – ${t('print.pageTitle')}`}</PageTitle>
      <h2 id="print-renal-heading">{t('renal.heading')}</h2>
      <section className="renal-results" aria-labelledby="print-renal-results-heading">
        <h3 id="print-renal-results-heading">{t('renal.resultsHeading')}</h3>
        <EgfrSummary evaluation={evaluation} />
        <WarningList warnings={warnings} />
      </section>
      <DrugAdviceList advice={advice} evaluation={evaluation} />
      <RenalLegend advice={advice} />
    </section>
  );
}
