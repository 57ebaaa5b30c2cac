import { Link, Outlet } from 'react-router';
import { DemoBanner } from '../../features/knowledge-base/components/demo-banner.tsx';
import { usePageTranslation } from '../../lib/page-language.ts';

/**
 * The frame of the information pages and content indexes until the site's navigation bar and
 * footer arrive: skip link, product name (home: '/', or '/genus' from English pages, as the
 * English bar's home of specification §2), demo banner, and the page. English pages are marked
 * lang="en" for screen readers and hyphenation.
 */
export function PageLayout() {
  const { t, lng } = usePageTranslation();
  return (
    <div lang={lng === 'en' ? 'en' : undefined} className="page-layout">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="site-header">
        <p className="site-header__product">
          <Link to={lng === 'en' ? '/genus' : '/'}>{t('app.name')}</Link>
        </p>
        {/* The banner is Swedish on every page. */}
        <div lang={lng === 'en' ? 'sv' : undefined}>
          <DemoBanner />
        </div>
      </header>
      <main id="main" className="page page--article" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
