import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header.tsx';

/** Pages outside the search (forgot and change password): the header, then the page. */
export function PageLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader titleIsHeading={false} />
      <main id="main" className="page" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
