import { Outlet } from 'react-router';
import { usePageTranslation } from '../../lib/page-language.ts';
import { SiteHeader } from './site-header.tsx';

/**
 * Pages outside the search (information pages, content indexes, contact, forgot and change
 * password): the site header, then the page in a readable column. English pages are marked
 * lang="en" for screen readers and hyphenation; the header stays Swedish until the English
 * navigation bar arrives.
 */
export function PageLayout() {
  const { t, lng } = usePageTranslation();
  return (
    <div lang={lng === 'en' ? 'en' : undefined} className="page-layout">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <div lang={lng === 'en' ? 'sv' : undefined}>
        <SiteHeader titleIsHeading={false} />
      </div>
      <main id="main" className="page page--article" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
