import { useSearchParams } from 'react-router';
import type { RenalEvaluation } from '@medkompass/clinical/renal-evaluation.ts';
import { fertileWomanOf } from '../../../lib/access/fertile-woman.ts';
import { egfrSummary } from '../../../lib/assessment/egfr-summary.ts';
import { renalEvaluationOf } from '../../../lib/assessment/renal-state.ts';
import { useTranslation, type TFunction } from '../../../lib/i18n.ts';
import { readRenalPatient } from '../../../lib/patient/patient-params.ts';
import { useResolvedSearchList } from '../../../lib/search-list/use-resolved-search-list.ts';
import { useSearchList } from '../../../lib/search-list/use-search-list.ts';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';
import { unidentifiedCount, unidentifiedParam } from '../../../lib/session/unidentified-count.ts';

/** The recommended eGFR with its unit and band, or why there is none, as the renal tab has it. */
function renalText(evaluation: RenalEvaluation, t: TFunction): string {
  const summary = egfrSummary(evaluation, t);
  if ('none' in summary) return summary.none;
  const { shown } = summary;
  return t(shown.chosen ? 'integrated.summaryEgfrChosen' : 'integrated.summaryEgfr', {
    egfr: shown.egfr,
    band: shown.band,
  });
}

/**
 * In integrated mode, above the tabs on every tab: the patient the record system sent, so the
 * prescriber sees whom the assessments are for. Age, sex, eGFR and its band (by renalEvaluationOf,
 * the rule of the renal tab), 'fertil ålder' when it applies (the fact that greys the tabs) and how
 * many drugs there are and how many could not be identified (as the integrated notice counts them).
 */
export function PatientSummary() {
  const { t } = useTranslation();
  const integrated = useIntegratedMode();
  const [params] = useSearchParams();
  const { entries } = useSearchList();
  const resolved = useResolvedSearchList(entries);
  if (!integrated) return null;

  const now = new Date();
  const renal = readRenalPatient(params, now);
  // The estimates, the band and why there is none depend on the patient only, not on the list.
  const evaluation = renalEvaluationOf(null, renal, now);
  const { age } = evaluation.estimates;
  const gender = renal.patient.gender;
  const fertile = fertileWomanOf(params, now) === true;

  const unknown = resolved.entries.filter((entry) => entry.status === 'unknown').length;
  const notIdentified = unidentifiedCount(params, unknown);
  const drugCount = entries.length + unidentifiedParam(params);
  const namesPending = resolved.entries.some(
    (entry) => entry.status === 'loading' || entry.status === 'error',
  );
  const drugs =
    drugCount === 0
      ? t('integrated.summaryNoDrugs')
      : notIdentified > 0
        ? t('integrated.summaryDrugsUnidentified', {
            count: drugCount,
            unidentified: notIdentified,
          })
        : namesPending
          ? String(drugCount)
          : t('integrated.summaryDrugsIdentified', { count: drugCount });

  const sex =
    gender === null
      ? t('integrated.summaryMissing')
      : t(gender === 'FEMALE' ? 'integrated.summaryFemale' : 'integrated.summaryMale');

  return (
    <section className="patient-summary" aria-labelledby="patient-summary-heading">
      <h2 id="patient-summary-heading" className="patient-summary__heading">
        {t('integrated.summaryHeading')}
      </h2>
      <dl className="patient-summary__list">
        <div className="patient-summary__item">
          <dt>{t('integrated.summaryAge')}</dt>
          <dd>
            {age === null
              ? t('integrated.summaryMissing')
              : t('integrated.summaryAgeYears', { age })}
          </dd>
        </div>
        <div className="patient-summary__item">
          <dt>{t('integrated.summarySex')}</dt>
          <dd>{fertile ? t('integrated.summaryFertile', { sex }) : sex}</dd>
        </div>
        <div className="patient-summary__item">
          <dt>{t('integrated.summaryRenal')}</dt>
          <dd>{renalText(evaluation, t)}</dd>
        </div>
        <div className="patient-summary__item">
          <dt>{t('integrated.summaryDrugs')}</dt>
          <dd>{drugs}</dd>
        </div>
      </dl>
    </section>
  );
}
