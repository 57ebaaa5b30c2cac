import { Link, useLocation } from 'react-router';
import { useProductName } from '../../../lib/env/use-env.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';
import { navigationModel } from '../nav-items.ts';
import { NavSections } from './nav-sections.tsx';

/**
 * The navigation as a page of its own (/nav, /en/nav; specification §2), for a record system
 * that shows the app without its navigation bar.
 */
export function NavPage() {
  const { t, lng } = usePageTranslation();
  const integrated = useIntegratedMode();
  const model = navigationModel({
    language: lng,
    integrated,
    productName: useProductName(),
    search: useLocation().search,
  });
  // The contact page keeps the mode, so it offers the side-effects domain when embedded.
  const contact = `${lng === 'en' ? '/en' : ''}/kontakt${integrated ? '?jmi=true' : ''}`;
  return (
    <main
      id="main"
      className="page page--narrow nav-page"
      tabIndex={-1}
      lang={lng === 'en' ? 'en' : undefined}
    >
      <title>{t('nav.pageTitle')}</title>
      <p className="site-header__product">{t('app.name')}</p>
      <h1>{t('nav.pageHeading')}</h1>
      <nav aria-label={t('nav.pageHeading')}>
        {model.home && (
          <p>
            <Link to={model.home.to}>{t(model.home.labelKey)}</Link>
          </p>
        )}
        <NavSections sections={model.info} headingLevel={2} />
        <p>
          <Link to={contact}>{t('nav.contact')}</Link>
        </p>
      </nav>
    </main>
  );
}
