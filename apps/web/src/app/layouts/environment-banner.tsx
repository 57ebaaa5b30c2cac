import { useEnv } from '../../lib/env/use-env.ts';
import { usePageTranslation } from '../../lib/page-language.ts';

/** In a test environment, an error-type banner: not for clinical use (specification §2 'Other'). */
export function EnvironmentBanner() {
  const { t } = usePageTranslation();
  if (useEnv()?.environment !== 'env-test') return null;
  return (
    <section className="environment-banner" aria-labelledby="environment-banner-heading">
      <p>
        <strong id="environment-banner-heading">{t('environment.testHeading')}</strong>{' '}
        {t('environment.testText')}
      </p>
    </section>
  );
}
