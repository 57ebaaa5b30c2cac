import { useTranslation } from '../../../lib/i18n.ts';
import { severitySummary, sortBySeverity } from '@medkompass/assessment/severity-order.ts';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/query-status.tsx';
import { SeveritySummary } from '../../../components/ui/severity-summary.tsx';
import { PrintLink } from '../../../lib/print/print-link.tsx';
import { useAnswerInSlices } from '../../../lib/assessment/use-answer-in-slices.ts';
import { useRiskprofileView, type RiskprofileResult } from '../hooks/use-riskprofile-view.ts';
import { QtAlert } from './qt-alert.tsx';
import { RiskLevelBadge } from './risk-level-badge.tsx';
import { RiskPropertyItem } from './risk-property-item.tsx';
import { RiskprofileLegend } from './riskprofile-legend.tsx';
import { RiskprofileSubstances } from './riskprofile-substances.tsx';
import { UnidentifiedNote } from './unidentified-note.tsx';
import '../../../lib/page-texts.ts';
import { PageTitle } from '../../../lib/print/print-title.tsx';

/** The highest level of the list and where it comes from; announced when a choice changes it. */
function HighestLevel({ scores }: { scores: RiskprofileResult['scores'] }) {
  const { t } = useTranslation();
  const top = scores.properties.filter((p) => p.label === scores.highest);
  const colour = top[0]?.colour ?? 'green';
  return (
    <p role="status" className="risk-highest">
      {scores.highest === '-' ? (
        t('riskprofile.highestNone')
      ) : (
        <>
          {/* The sentence names the level; the badge repeats it for the eye only. */}
          <span aria-hidden="true">
            <RiskLevelBadge label={scores.highest} colour={colour} />
          </span>{' '}
          <span>
            {t('riskprofile.highestLevel', {
              level: scores.highest,
              properties: top.map((p) => p.property.name.sv).join(', '),
            })}
          </span>
        </>
      )}
    </p>
  );
}

function RiskprofileResultView({ result, print }: { result: RiskprofileResult; print: boolean }) {
  const { t } = useTranslation();
  const { scores, substances, unidentified, choose } = result;
  // III, II, I, then '-'; properties of one level in the specification's column order.
  const properties = sortBySeverity('riskprofile', scores.properties, (score) => score.label);
  if (substances.length === 0) {
    return (
      <>
        <p className="empty-text">{t('riskprofile.noSubstances')}</p>
        <UnidentifiedNote entries={unidentified} />
      </>
    );
  }
  return (
    <>
      {scores.qtAlert && <QtAlert score={scores.qtAlert} />}
      <HighestLevel scores={scores} />
      {/* Before the profile: a drug left out of it must not go unnoticed. */}
      <UnidentifiedNote entries={unidentified} />
      <div className="risk-layout">
        <RiskprofileSubstances substances={substances} choose={print ? null : choose} />
        <section className="risk-section" aria-labelledby="risk-properties-heading">
          <h3 id="risk-properties-heading">{t('riskprofile.propertiesHeading')}</h3>
          <SeveritySummary
            summary={severitySummary(
              'riskprofile',
              properties.map((score) => score.label),
            )}
          />
          <ul className="risk-properties" aria-labelledby="risk-properties-heading">
            {properties.map((score) => (
              <RiskPropertyItem key={score.property.propertyId} score={score} expanded={print} />
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

/**
 * The riskprofile tab: the list's substances with their administrations, and the nine
 * properties with their combined levels and who contributes how much (ADR 9). Shown only when
 * the access decision is open (riskprofile-route.tsx). In print, the administrations chosen are
 * text and every property's description and level sums are open.
 */
export function RiskprofileView({ variant = 'tab' }: { variant?: 'tab' | 'print' }) {
  const { t } = useTranslation();
  const print = variant === 'print';
  const state = useAnswerInSlices(useRiskprofileView(), !print);
  return (
    <section
      className={print ? 'print-source' : 'source-panel'}
      aria-labelledby="riskprofile-heading"
    >
      {print ? (
        <PageTitle>{`${t('riskprofile.heading')} – ${t('print.pageTitle')}`}</PageTitle>
      ) : (
        <title>{t('riskprofile.pageTitle')}</title>
      )}
      <div className="source-panel__header">
        <h2 id="riskprofile-heading">{t('riskprofile.heading')}</h2>
        {!print && state.status === 'success' && <PrintLink source="riskprofile" />}
      </div>
      <p className="risk-intro">{t('riskprofile.intro')}</p>
      {state.status === 'empty' && <p className="hint">{t('riskprofile.empty')}</p>}
      {state.status === 'loading' && <LoadingMessage>{t('riskprofile.loading')}</LoadingMessage>}
      {state.status === 'error' && (
        <ErrorMessage onRetry={state.retry}>{t('riskprofile.error')}</ErrorMessage>
      )}
      {state.status === 'success' && <RiskprofileResultView result={state} print={print} />}
      <RiskprofileLegend print={print} />
    </section>
  );
}
