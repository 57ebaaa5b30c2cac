import { useTranslation } from '../../lib/i18n.ts';
import { LoadingMessage } from '../../components/ui/query-status.tsx';

/** Shown while a lazy route's code loads on the first visit. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <LoadingMessage>{t('common.loading')}</LoadingMessage>
    </main>
  );
}
