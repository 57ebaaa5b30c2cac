import { useLocation, useSearchParams } from 'react-router';
import { matchSitePath } from '@medkompass/assessment/site-routes.ts';
import { sourceOfPath, type SourceDefinition } from '@medkompass/assessment/sources.ts';
import type { RenalEvaluation } from '@medkompass/clinical/renal-evaluation.ts';
import { fertileWomanOf } from '../../lib/access/fertile-woman.ts';
import { egfrSummary } from '../../lib/assessment/egfr-summary.ts';
import { renalEvaluationOf } from '../../lib/assessment/renal-state.ts';
import { useTranslation, type TFunction } from '../../lib/i18n.ts';
import { readRenalPatient } from '../../lib/patient/patient-params.ts';
import '../../lib/page-texts.ts';

/** The eGFR the renal tab doses by: its value and unit, the estimate it is, and its band. */
function egfrText(evaluation: RenalEvaluation, t: TFunction): string {
  const summary = egfrSummary(evaluation, t);
  if ('none' in summary) return summary.none;
  const { egfr, method, band, chosen } = summary.shown;
  return t(chosen ? 'print.egfrChosen' : 'print.egfr', { egfr, method, band });
}

/**
 * Which facts of the patient a source's assessment depends on, as its tab reads them; the whole
 * review's document (no one source) uses them all.
 */
function factsOf(source: SourceDefinition | null, wholeReview: boolean) {
  return {
    renal: wholeReview || source?.id === 'njurfunktion',
    fertile: wholeReview || source?.fertileAgeOnly === true,
  };
}

/**
 * The patient of the address, as the printed source's tab uses it: age and sex always; for the
 * renal source the eGFR it doses by, how it was estimated and its band (the tab's own rule,
 * renalEvaluationOf); for fetal impact and lactation whether she is a woman of fertile age (the
 * fact that greys those tabs). Nothing is shown when the address holds no patient.
 */
export function PrintPatient() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const facts = factsOf(
    sourceOfPath(pathname),
    matchSitePath(pathname)?.route.page === 'reviewPrint',
  );
  const now = new Date();
  const renal = readRenalPatient(params, now);
  const evaluation = renalEvaluationOf(null, renal, now);
  const { age } = evaluation.estimates;
  const { gender } = renal.patient;
  const fertile = fertileWomanOf(params, now);
  const hasPatient = age !== null || gender !== null || evaluation.estimates.entries.length > 0;
  if (!hasPatient && !facts.renal && !(facts.fertile && fertile === false)) return null;

  const sex =
    gender === null
      ? t('integrated.summaryMissing')
      : t(gender === 'FEMALE' ? 'integrated.summaryFemale' : 'integrated.summaryMale');
  const sexText = !facts.fertile
    ? sex
    : fertile === true
      ? t('integrated.summaryFertile', { sex })
      : fertile === false
        ? `${sex}. ${t('print.notFertile')}`
        : sex;

  return (
    <section className="print-patient" aria-labelledby="print-patient-heading">
      <h2 id="print-patient-heading">{t('print.patientHeading')}</h2>
      <dl className="print-patient__list">
        <div className="print-patient__item">
          <dt>{t('integrated.summaryAge')}</dt>
          <dd>
            {age === null
              ? t('integrated.summaryMissing')
              : t('integrated.summaryAgeYears', { age })}
          </dd>
        </div>
        <div className="print-patient__item">
          <dt>{t('integrated.summarySex')}</dt>
          <dd>{sexText}</dd>
        </div>
        {facts.renal && (
          <div className="print-patient__item">
            <dt>{t('integrated.summaryRenal')}</dt>
            <dd>{egfrText(evaluation, t)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
