import { useTranslation } from 'react-i18next';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';

/**
 * The page of a source whose view has not come yet, for a source that needs a login: its address
 * exists, guarded, so that login and its redirects work before the view does (app/router.tsx).
 */
export function SourcePendingRoute({ source }: { source: SourceName }) {
  const { t } = useTranslation();
  return (
    <section className="source-panel" aria-labelledby="source-pending-heading">
      <h2 id="source-pending-heading">{t(sourceDefinition(source).i18nKey)}</h2>
      <p>{t('sources.comingSoon')}</p>
    </section>
  );
}
