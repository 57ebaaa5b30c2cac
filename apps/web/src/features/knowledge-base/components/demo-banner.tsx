import { usePageTranslation } from '../../../lib/page-language.ts';
import { useKbInfo } from '../api/get-kb-info.ts';

/**
 * Says that the loaded knowledge base is demo data (DESIGN 'Knowledge base'). While the answer
 * is pending or failed nothing is shown: the banner only ever adds a warning.
 */
export function DemoBanner() {
  const { t } = usePageTranslation();
  const kbInfo = useKbInfo();
  if (kbInfo.data?.isDemo !== true) return null;
  return (
    <section className="demo-banner" aria-labelledby="demo-banner-heading">
      <p>
        <strong id="demo-banner-heading">{t('kb.demoHeading')}</strong> {t('kb.demoText')}
      </p>
    </section>
  );
}
