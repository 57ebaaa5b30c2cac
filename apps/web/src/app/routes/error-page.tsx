import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Status of a route error: the error's own, else 500 (specification §8 'Route errors'). */
function statusOf(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The error page (specification §2 'Error page'): a text by status and a way back home. */
export function ErrorPage() {
  const { t } = useTranslation();
  const status = statusOf(useRouteError());
  const message =
    status === 404 ? t('error.notFound') : status === 500 ? t('error.internal') : t('error.other');

  return (
    <>
      <title>{t('error.pageTitle')}</title>
      <header className="site-header">
        <p className="site-header__product">{t('app.name')}</p>
      </header>
      <main className="page error-page">
        <h1>{message}</h1>
        <p>
          <Link to="/">{t('error.homeLink')}</Link>
        </p>
      </main>
    </>
  );
}
