import { useTranslation } from '../../../lib/i18n.ts';
import type { EgfrCalculation } from '@medkompass/clinical/egfr-calculation.ts';
import { formatConstant as c, formatNumber as n } from '../hooks/format.ts';
import { Formula, Step } from './calculation-parts.tsx';
import '../../../lib/page-texts.ts';

/** Age, LM-rev, cystatin C (entered or CAPA) and DuBois, with the values put in. */
export function CalculationSteps({ calculation }: { calculation: EgfrCalculation }) {
  const { t } = useTranslation();
  const { age, creatinine, cystatin, body } = calculation;
  return (
    <>
      {age !== null && (
        <Step title={t('renal.calc.ageTitle')}>
          <Formula>
            {t('renal.calc.age', {
              year: String(age.year),
              birthYear: String(age.birthYear),
              age: String(age.age),
            })}
          </Formula>
        </Step>
      )}
      {creatinine !== null && (
        <Step title={t('renal.calc.lmRevTitle')}>
          <p>
            {t(creatinine.sex === 'FEMALE' ? 'renal.calc.lmRevWoman' : 'renal.calc.lmRevMan', {
              creatinine: c(creatinine.creatinine),
              threshold: String(creatinine.terms.constants.creatinineThreshold),
            })}{' '}
            {t(
              creatinine.terms.branch === 'belowThreshold'
                ? 'renal.calc.lmRevBelow'
                : 'renal.calc.lmRevAbove',
            )}
          </p>
          <Formula>
            {t(
              creatinine.terms.branch === 'belowThreshold'
                ? 'renal.calc.lmRevXLinear'
                : 'renal.calc.lmRevXLog',
              {
                x1: c(creatinine.terms.constants.x1),
                x2: c(
                  creatinine.terms.branch === 'belowThreshold'
                    ? creatinine.terms.constants.x2Low
                    : creatinine.terms.constants.x2High,
                ),
                threshold: String(creatinine.terms.constants.creatinineThreshold),
                creatinine: c(creatinine.creatinine),
                x: n(creatinine.terms.x, 4),
              },
            )}
          </Formula>
          <Formula>
            {t('renal.calc.lmRevAge', {
              linear: c(creatinine.ageConstants.linear),
              log: c(creatinine.ageConstants.log),
              age: String(calculation.age?.age ?? ''),
              term: n(creatinine.terms.ageTerm, 4),
            })}
          </Formula>
          <Formula>
            {t('renal.calc.lmRevResult', {
              sum: n(creatinine.terms.x + creatinine.terms.ageTerm, 4),
              egfr: n(creatinine.terms.egfr, 1),
            })}
          </Formula>
        </Step>
      )}
      {cystatin?.formula === 'entered' && (
        <Step title={t('renal.calc.cystatinTitle')}>
          <p>{t('renal.calc.cystatinEntered', { egfr: n(cystatin.egfr, 1) })}</p>
        </Step>
      )}
      {cystatin?.formula === 'CAPA' && (
        <Step title={t('renal.calc.capaTitle')}>
          <Formula>
            {t('renal.calc.capa', {
              factor: c(cystatin.constants.factor),
              cystatinC: c(cystatin.cystatinC),
              cystatinExponent: c(cystatin.constants.cystatinExponent),
              age: String(cystatin.age),
              ageExponent: c(cystatin.constants.ageExponent),
              offset: c(cystatin.constants.offset),
              egfr: n(cystatin.formulaValue, 1),
            })}
          </Formula>
          {cystatin.floored && <p>{t('renal.calc.capaFloor', { egfr: n(cystatin.egfr, 0) })}</p>}
        </Step>
      )}
      {body !== null && (
        <Step title={t('renal.calc.bodyTitle')}>
          <Formula>
            {t('renal.calc.bsa', {
              factor: c(body.constants.factor),
              weight: c(body.weight),
              weightExponent: c(body.constants.weightExponent),
              height: c(body.height),
              heightExponent: c(body.constants.heightExponent),
              bsa: n(body.bodySurfaceArea, 3),
            })}
          </Formula>
          <Formula>
            {t('renal.calc.bmi', {
              weight: c(body.weight),
              height: c(body.height / 100),
              bmi: n(body.bmi, 1),
            })}
          </Formula>
        </Step>
      )}
    </>
  );
}
