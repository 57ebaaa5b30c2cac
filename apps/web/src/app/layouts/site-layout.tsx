import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
// React Aria exports its RouterProvider from the index alone; the first page's chunk is built
// without following the index's other imports (vite.config.ts).
// eslint-disable-next-line no-restricted-imports
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { sourceOfPath } from '@medkompass/assessment/sources.ts';
import { LoginModal } from '../../features/auth/components/login-modal.tsx';
import { SessionNotice } from '../../features/auth/components/session-notice.tsx';
import { ContactDialog } from '../../features/contact/components/contact-dialog.tsx';
import { CookieBanner } from '../../features/cookie-consent/components/cookie-banner.tsx';
import { DemoBanner } from '../../features/knowledge-base/components/demo-banner.tsx';
import { GoToTop } from '../../features/navigation/components/go-to-top.tsx';
import { navigationModel } from '../../features/navigation/nav-items.ts';
import { rememberLocale } from '../../lib/cookies/cookies.ts';
import { track } from '../../lib/analytics/track.ts';
import { useProductName } from '../../lib/env/use-env.ts';
import { usePageTranslation } from '../../lib/page-language.ts';
import { useIntegratedMode } from '../../lib/session/integrated-mode.ts';
import { EnvironmentBanner } from './environment-banner.tsx';
import { NavBar } from './nav-bar.tsx';
import { SiteFooter } from './site-footer.tsx';

// The dialogs load when they first open, not with every page, so the first page's JavaScript
// stays small.
const SideMenu = lazy(async () => {
  const { SideMenu } = await import('./side-menu.tsx');
  return { default: SideMenu };
});
const VersionsDialog = lazy(async () => {
  const { VersionsDialog } =
    await import('../../features/navigation/components/versions-dialog.tsx');
  return { default: VersionsDialog };
});

type SiteDialog = 'contact' | 'versions' | 'menu';

/**
 * Pages without navigation bar and footer (specification §2 'Layouts': paths containing
 * 'kontakt' or 'nav'), read as path segments so that no drug name can hide the bar.
 */
export function showsSiteChrome(pathname: string): boolean {
  return !pathname
    .toLowerCase()
    .split('/')
    .some((segment) => segment === 'kontakt' || segment === 'nav');
}

/**
 * The default layout around every page but the print views (specification §2 'Layouts'): the
 * cookie notice, the test-environment banner, the navigation bar, the demo and session notices,
 * the page, the footer, go-to-top, and the contact, versions and login dialogs.
 */
export function SiteLayout() {
  const { t, lng } = usePageTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const integrated = useIntegratedMode();
  const model = navigationModel({
    language: lng,
    integrated,
    productName: useProductName(),
    search,
  });
  const [dialog, setDialog] = useState<SiteDialog | null>(null);
  const openChange = useCallback(
    (which: SiteDialog) => (isOpen: boolean) => {
      setDialog(isOpen ? which : null);
    },
    [],
  );
  const closeMenu = useCallback((isOpen: boolean) => {
    setDialog(isOpen ? 'menu' : null);
  }, []);

  useEffect(() => {
    document.documentElement.lang = lng;
    rememberLocale(lng);
  }, [lng]);

  // A page view after each route change (specification §7), sent only if the visitor allowed
  // statistics (lib/analytics/track.ts). A new query alone (a drug added) is no new page.
  // Integrated mode may become known after the page (with the session): no second view then.
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (tracked.current === pathname) return;
    tracked.current = pathname;
    track({ page: pathname }, integrated);
  }, [pathname, integrated]);

  const chrome = showsSiteChrome(pathname);
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <CookieBanner />
      <EnvironmentBanner />
      {chrome && (
        <header className="site-header">
          <NavBar
            model={model}
            onContact={() => {
              setDialog('contact');
            }}
            onVersions={() => {
              setDialog('versions');
            }}
            onMenu={() => {
              setDialog('menu');
            }}
          />
        </header>
      )}
      <div className="site-notices">
        <DemoBanner />
        <SessionNotice />
        <LoginModal />
      </div>
      <Outlet />
      {chrome && (
        <SiteFooter
          onVersions={() => {
            setDialog('versions');
          }}
        />
      )}
      <GoToTop />
      {dialog === 'menu' && (
        <Suspense fallback={null}>
          <SideMenu
            model={model}
            isOpen
            onOpenChange={closeMenu}
            onContact={() => {
              setDialog('contact');
            }}
            onVersions={() => {
              setDialog('versions');
            }}
          />
        </Suspense>
      )}
      <ContactDialog
        isOpen={dialog === 'contact'}
        onOpenChange={openChange('contact')}
        integrated={integrated}
        // In integrated mode the message says which source's page it was written on (§2).
        context={integrated ? (sourceOfPath(pathname)?.id ?? '') : ''}
      />
      {dialog === 'versions' && (
        <Suspense fallback={null}>
          <VersionsDialog isOpen onOpenChange={openChange('versions')} />
        </Suspense>
      )}
    </AriaRouterProvider>
  );
}
