import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import '../../../lib/page-texts.ts';

function LegendTexts() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('riskprofile.legendValues')}</p>
      <p>{t('riskprofile.legendLevels')}</p>
      <p>{t('riskprofile.legendAdministration')}</p>
      <p>{t('riskprofile.legendQt')}</p>
    </>
  );
}

/**
 * How the riskprofile is computed and what its levels mean (ADR 9): a disclosure on the tab,
 * always open in print.
 */
export function RiskprofileLegend({ print = false }: { print?: boolean }) {
  const { t } = useTranslation();
  if (print) {
    return (
      <section className="print-legend" aria-labelledby="print-legend-heading">
        <h3 id="print-legend-heading">{t('riskprofile.legendHeading')}</h3>
        <LegendTexts />
      </section>
    );
  }
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
          <LegendTexts />
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}
