import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import '../../../lib/page-texts.ts';

/** How the riskprofile is computed and what its levels mean (ADR 9), as a disclosure. */
export function RiskprofileLegend() {
  const { t } = useTranslation();
  return (
    <Disclosure className="legend-disclosure">
      <Heading level={3} className="legend-disclosure__heading">
        <Button slot="trigger" className="legend-disclosure__trigger">
          {t('riskprofile.legendHeading')}
          <span className="disclosure-chevron" aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel className="legend-disclosure__panel">
        <div className="legend-disclosure__body">
          <p>{t('riskprofile.legendValues')}</p>
          <p>{t('riskprofile.legendLevels')}</p>
          <p>{t('riskprofile.legendAdministration')}</p>
          <p>{t('riskprofile.legendQt')}</p>
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
