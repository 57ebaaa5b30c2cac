import { useTranslation } from '../../../lib/i18n.ts';
import { Label } from 'react-aria-components/Label';
import { RadioGroup } from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import {
  bandFromId,
  EGFR_UNITS,
  RENAL_BANDS,
  renalBand,
} from '@medkompass/clinical/renal-bands.ts';
import { scaleOfLabel } from '@medkompass/clinical/egfr-estimates.ts';
import type { RenalEvaluation } from '@medkompass/clinical/renal-evaluation.ts';
import { bandScale } from '../hooks/band-scale.ts';
import { useChooseBand } from '../hooks/use-chosen-band.ts';
import { formatNumber } from '../hooks/format.ts';
import { RadioOption } from './radio-option.tsx';
import '../../../lib/page-texts.ts';

/**
 * The eGFR intervals (specification §3 'ballObjects'): each band with the estimates that lie in
 * it; the band of the recommended estimate is selected, and any other can be chosen to read its
 * recommendations. The choice is kept in the URL, where the tab bar reads it as well.
 */
export function IntervalPicker({ evaluation }: { evaluation: RenalEvaluation }) {
  const { t } = useTranslation();
  const choose = useChooseBand();
  const { ballObjects } = evaluation.estimates;
  const scale = bandScale(evaluation.estimates);
  const selected = RENAL_BANDS.find((b) => b.band === evaluation.band)?.id ?? null;
  return (
    <RadioGroup
      className="interval-picker"
      value={selected}
      onChange={(id) => {
        const band = bandFromId(id);
        if (band) choose(band);
      }}
    >
      <Label className="interval-picker__label">
        {t('renal.intervalLabel', { unit: EGFR_UNITS[scale] })}
      </Label>
      <Text slot="description" className="interval-picker__hint">
        {evaluation.recommendedBand === null
          ? t('renal.intervalHintNone')
          : t('renal.intervalHint')}
      </Text>
      <div className="interval-picker__bands">
        {RENAL_BANDS.map((definition) => {
          const balls = ballObjects.filter((ball) => renalBand(ball.value) === definition.band);
          const suggested = definition.band === evaluation.recommendedBand;
          return (
            <RadioOption
              key={definition.id}
              value={definition.id}
              className={`interval-band interval-band--degree-${definition.degree}`}
            >
              <span className="interval-band__name">{definition.band}</span>
              {suggested && (
                <span className="interval-band__suggested">{t('renal.intervalSuggested')}</span>
              )}
              {balls.length > 0 && (
                <span className="interval-band__balls">
                  {balls.map((ball) => (
                    <span
                      key={ball.label}
                      className={`interval-ball${ball.recommended ? ' interval-ball--recommended' : ''}`}
                    >
                      {t('renal.ball', {
                        name: t(`renal.short.${ball.label}`),
                        value: formatNumber(ball.value),
                      })}
                      {/* A measured GFR is absolute even where the estimates are relative. */}
                      {scaleOfLabel(ball.label) !== scale &&
                        ` ${EGFR_UNITS[scaleOfLabel(ball.label)]}`}
                    </span>
                  ))}
                </span>
              )}
            </RadioOption>
          );
        })}
      </div>
    </RadioGroup>
  );
}
