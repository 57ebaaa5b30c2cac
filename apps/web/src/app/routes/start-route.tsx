import { useTranslation } from '../../lib/i18n.ts';

/** The start page under the search layout: what to do first. */
export function StartRoute() {
  const { t } = useTranslation();
  return (
    <section className="source-panel" aria-labelledby="start-heading">
      <title>{t('start.pageTitle')}</title>
      <h2 id="start-heading">{t('start.heading')}</h2>
      <p>{t('start.intro')}</p>
    </section>
  );
}
