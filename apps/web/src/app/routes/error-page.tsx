import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { startPathOf, usePageTranslation } from '../../lib/page-language.ts';
import { reloadForChunkError } from '../../lib/routing/chunk-reload.ts';

/** Status of a route error: the error's own, else 500 (specification §8 'Route errors'). */
function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * The error page (specification §2 'Error page'): a text by status, in the page's language, and
 * a way back home. A page whose code failed to load after a deploy is reloaded once instead.
 */
export function ErrorPage() {
  const { t, lng } = usePageTranslation();
  const error = useRouteError();
  const status = statusOf(error);
  const message =
    status === 404 ? t('error.notFound') : status === 500 ? t('error.internal') : t('error.other');

  useEffect(() => {
    reloadForChunkError(error, window.sessionStorage, () => {
      window.location.reload();
    });
  }, [error]);

  return (
    <main
      id="main"
      className="page error-page"
      tabIndex={-1}
      lang={lng === 'en' ? 'en' : undefined}
    >
      <title>{status === 404 ? t('error.notFoundTitle') : t('error.pageTitle')}</title>
      <h1>{message}</h1>
      <p>
        <Link to={startPathOf(lng)}>{t('error.homeLink')}</Link>
      </p>
    </main>
  );
}
