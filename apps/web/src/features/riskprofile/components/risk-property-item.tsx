import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import type { PropertyScore, RiskContribution } from '@medkompass/assessment/riskprofile-scores.ts';
import { riskLabel, riskLabelColour } from '@medkompass/clinical/riskprofile-scoring.ts';
import type { RiskProperty } from '@medkompass/contracts/riskprofile.ts';
import { RiskLevelBadge } from './risk-level-badge.tsx';
import '../../../lib/page-texts.ts';

/** 'Bidrag: Citalopram 2 + Haloperidol 2 (peroral) = 4': who adds how much, and the sum. */
export function useContributionText() {
  const { t } = useTranslation();
  // A substance set to none adds nothing, so it is never a contribution.
  const part = (c: RiskContribution) =>
    c.administration === 'MAX' || c.administration === 'none'
      ? t('riskprofile.contribution', { substance: c.substance, value: c.value })
      : t('riskprofile.contributionRoute', {
          substance: c.substance,
          value: c.value,
          administration: t(`administration.${c.administration}`),
        });
  return (score: PropertyScore): string => {
    if (score.contributions.length === 0) return t('riskprofile.noContribution');
    const parts = score.contributions.map(part).join(' + ');
    const sum =
      score.contributions.length > 1 ? ` ${t('riskprofile.sum', { sum: score.sum })}` : '';
    return `${t('riskprofile.contributions')} ${parts}${sum}`;
  };
}

/** The sums that give each level: 'I 2, II 3–4, III 5 eller mer'. */
function Thresholds({ property }: { property: RiskProperty }) {
  const { t } = useTranslation();
  const levels = [...property.levels].sort((a, b) => a.level - b.level).filter((l) => l.level > 0);
  return (
    <p className="risk-property__thresholds">
      {t('riskprofile.thresholds')}:{' '}
      {levels.map((level, index) => (
        <span key={level.level} className="risk-property__threshold">
          <RiskLevelBadge
            label={riskLabel(level.level)}
            colour={riskLabelColour(riskLabel(level.level))}
          />{' '}
          {index === levels.length - 1
            ? t('riskprofile.thresholdFrom', { min: level.min })
            : level.min === level.max
              ? t('riskprofile.thresholdSingle', { min: level.min })
              : t('riskprofile.thresholdRange', { min: level.min, max: level.max })}
        </span>
      ))}
    </p>
  );
}

/**
 * One property for the whole list: its level (text and colour), who adds how much, and what the
 * property means and the sums of its levels: in a disclosure on the tab, open in print.
 */
export function RiskPropertyItem({
  score,
  expanded = false,
}: {
  score: PropertyScore;
  expanded?: boolean;
}) {
  const { t } = useTranslation();
  const contributionText = useContributionText();
  const nameId = useId();
  const { property } = score;
  return (
    <li className="risk-property" data-level={score.label} aria-labelledby={nameId}>
      <div className="risk-property__main">
        <RiskLevelBadge label={score.label} colour={score.colour} />
        <div className="risk-property__text">
          <h4 id={nameId} className="risk-property__name">
            {property.name.sv}
          </h4>
          <p className="risk-property__contributions">{contributionText(score)}</p>
        </div>
      </div>
      {expanded ? (
        <div className="risk-property__panel">
          <p>{property.description?.sv ?? t('riskprofile.noDescription')}</p>
          <Thresholds property={property} />
        </div>
      ) : (
        <Disclosure className="risk-property__disclosure">
          <Button slot="trigger" className="risk-property__trigger">
            {t('riskprofile.aboutProperty')}{' '}
            <span className="visually-hidden">{property.name.sv}</span>
            <span className="disclosure-chevron" aria-hidden="true" />
          </Button>
          <DisclosurePanel className="risk-property__panel">
            <p>{property.description?.sv ?? t('riskprofile.noDescription')}</p>
            <Thresholds property={property} />
          </DisclosurePanel>
        </Disclosure>
      )}
    </li>
  );
}
