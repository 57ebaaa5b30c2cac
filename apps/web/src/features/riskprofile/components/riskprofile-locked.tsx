import { useTranslation } from '../../../lib/i18n.ts';
import type { SourceAccessReason } from '@medkompass/assessment/source-access.ts';
import { DEACTIVATED_TOOLTIP } from '../../../lib/assessment/tab-summary.ts';
import '../../../lib/page-texts.ts';

function useLockedText(reason: SourceAccessReason): { heading: string; text: string } {
  const { t } = useTranslation();
  switch (reason) {
    case 'login_required':
      return {
        heading: t('riskprofile.locked.loginHeading'),
        text: t('riskprofile.locked.loginText'),
      };
    case 'riskprofile_locked':
      return {
        heading: t('riskprofile.locked.lockedHeading'),
        text: t('riskprofile.locked.lockedText'),
      };
    case 'source_not_granted':
      return {
        heading: t('riskprofile.locked.notGrantedHeading'),
        text: t('riskprofile.locked.notGrantedText'),
      };
    case 'source_disabled':
    case 'country_blocked':
    case 'country_not_allowed':
    case 'current':
    case 'available':
      return { heading: t('riskprofile.locked.unavailableHeading'), text: DEACTIVATED_TOOLTIP };
  }
}

/**
 * Riskprofile when the access decision is closed (specification §4 'Source tab states', §6):
 * what the source is and why it cannot be shown, calmly, without any of the list's data.
 */
export function RiskprofileLocked({ reason }: { reason: SourceAccessReason }) {
  const { t } = useTranslation();
  const { heading, text } = useLockedText(reason);
  return (
    <section className="source-panel" aria-labelledby="riskprofile-heading">
      <title>{t('riskprofile.pageTitle')}</title>
      <h2 id="riskprofile-heading">{t('riskprofile.heading')}</h2>
      <div className="risk-locked">
        <h3 className="risk-locked__heading">{heading}</h3>
        <p>{t('riskprofile.lockedIntro')}</p>
        <p>{text}</p>
      </div>
    </section>
  );
}
