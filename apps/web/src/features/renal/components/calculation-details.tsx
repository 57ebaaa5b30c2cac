import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import type { EgfrCalculation } from '@medkompass/clinical/egfr-calculation.ts';
import {
  scaleOfLabel,
  type EgfrEstimates,
  type EgfrLabel,
} from '@medkompass/clinical/egfr-estimates.ts';
import { EGFR_UNITS, renalBand } from '@medkompass/clinical/renal-bands.ts';
import { formatNumber as n } from '../hooks/format.ts';
import { Formula, Step } from './calculation-parts.tsx';
import { CalculationSteps } from './calculation-steps.tsx';
import '../../../lib/page-texts.ts';

/** Each relative estimate and the absolute one made from it. */
const ABSOLUTE_OF: readonly [EgfrLabel, EgfrLabel][] = [
  ['relativeEGFR', 'absoluteEGFR'],
  ['relativeCystatinEGFR', 'absoluteCystatinEGFR'],
  ['averageRelativeEGFR', 'absoluteAverageEGFR'],
];

/** Relative → absolute, the mean and the difference, and what was recommended. */
function Combination({ estimates }: { estimates: EgfrEstimates }) {
  const { t } = useTranslation();
  const value = new Map(estimates.entries.map((entry) => [entry.label, entry]));
  const bsa = estimates.bodySurfaceArea;
  const { creatinineEgfr, cystatinEgfr, percDiff, recommended } = estimates;
  // The clinical rule's mean, present only when the two estimates were combined.
  const mean = value.get('averageRelativeEGFR');
  return (
    <>
      {creatinineEgfr !== null && cystatinEgfr !== null && percDiff !== null && (
        <Step title={t('renal.calc.pairTitle')}>
          <Formula>
            {t('renal.calc.difference', {
              a: n(creatinineEgfr, 1),
              b: n(cystatinEgfr, 1),
              low: n(Math.min(creatinineEgfr, cystatinEgfr), 1),
              percent: n(percDiff, 1),
            })}
          </Formula>
          {mean !== undefined && (
            <Formula>
              {t('renal.calc.mean', {
                a: n(creatinineEgfr, 1),
                b: n(cystatinEgfr, 1),
                mean: n(mean.value, 1),
              })}
            </Formula>
          )}
        </Step>
      )}
      {bsa !== null && (
        <Step title={t('renal.calc.absoluteTitle')}>
          {ABSOLUTE_OF.flatMap(([relative, absolute]) => {
            const from = value.get(relative);
            const to = value.get(absolute);
            if (!from || !to) return [];
            return [
              <Formula key={absolute}>
                {t('renal.calc.absolute', {
                  name: to.name,
                  relative: n(from.value, 1),
                  bsa: n(bsa, 3),
                  absolute: n(to.value, 1),
                })}
              </Formula>,
            ];
          })}
        </Step>
      )}
      {recommended !== null && (
        <Step title={t('renal.calc.recommendedTitle')}>
          <p>
            {t('renal.calc.recommended', {
              name: recommended.name,
              value: n(recommended.value, 1),
              unit: EGFR_UNITS[scaleOfLabel(recommended.label)],
              band: renalBand(recommended.value),
            })}
          </p>
        </Step>
      )}
    </>
  );
}

/**
 * 'Så räknade vi': the formulas, the values put into them and every intermediate result, so a
 * pharmacist can repeat the calculation by hand. Closed until asked for.
 */
export function CalculationDetails({
  calculation,
  estimates,
}: {
  calculation: EgfrCalculation;
  estimates: EgfrEstimates;
}) {
  const { t } = useTranslation();
  if (calculation.age === null && calculation.cystatin === null && estimates.entries.length === 0)
    return null;
  return (
    <Disclosure className="calc-disclosure">
      <Heading level={3} className="calc-disclosure__heading">
        <Button slot="trigger" className="calc-disclosure__trigger">
          {t('renal.calc.heading')}
          <span className="disclosure-chevron" aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel className="calc-disclosure__panel">
        <ol className="calc-steps">
          <CalculationSteps calculation={calculation} />
          <Combination estimates={estimates} />
        </ol>
        <p className="calc-disclosure__note">{t('renal.calc.precision')}</p>
      </DisclosurePanel>
    </Disclosure>
  );
}
