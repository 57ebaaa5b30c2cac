import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'react-aria-components/Button';
import { CONSENT_EVENT, hasConsented, rememberConsent } from '../../../lib/cookies/cookies.ts';
import { useReadCookies } from '../../../lib/cookies/request-cookies.tsx';
import { useEnv, useProductName } from '../../../lib/env/use-env.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { serverPaintedLazy } from '../../../lib/server-painted-lazy.ts';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';

/**
 * The notice with the statistics choice, a module of its own: only installations that collect
 * statistics load it (ADR 0045). The server paints it whole; the browser hydrates it when its
 * module arrives, keeping what the server painted meanwhile.
 */
const StatisticsNotice = serverPaintedLazy('statistics-notice', () =>
  import('./statistics-notice.tsx').then((m) => m.StatisticsNotice),
);

/**
 * The cookie notice (specification §2 'Layouts'): shown until 'Jag förstår!', then remembered a
 * year. It sits in the page's flow above the navigation, so it never covers what it is about.
 * Where the server collects statistics, the notice with a second, equally prominent choice is
 * shown instead (statistics-notice.tsx).
 * Not in integrated mode: inside a record system's frame the browser keeps no SameSite=Lax
 * cookie, so the notice would return on every opening and cover the assessment each time.
 */
export function CookieBanner() {
  const { t } = usePageTranslation();
  const integrated = useIntegratedMode();
  const productName = useProductName();
  const env = useEnv();
  const readCookies = useReadCookies();
  const [visible, setVisible] = useState(() => !hasConsented(readCookies()));
  useEffect(() => {
    const hide = () => {
      setVisible(false);
    };
    window.addEventListener(CONSENT_EVENT, hide);
    return () => {
      window.removeEventListener(CONSENT_EVENT, hide);
    };
  }, []);
  if (!visible || integrated) return null;
  const close = () => {
    rememberConsent();
    setVisible(false);
    // The button is gone: the page's main content takes the focus, not the document body.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  if (Boolean(env?.ANALYTICS_URL) || env?.ANALYTICS_LOCAL === true)
    return (
      <Suspense fallback={null}>
        <StatisticsNotice productName={productName} onClose={close} />
      </Suspense>
    );
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-heading">
      <div className="cookie-banner__inner">
        <p>
          <strong id="cookie-banner-heading">{t('cookies.heading')}</strong> {t('cookies.text')}{' '}
          <Link to={`/about/om-${productName}#kakor`}>{t('cookies.readMore')}</Link>
        </p>
        <Button className="button button--primary" onPress={close}>
          {t('cookies.accept')}
        </Button>
      </div>
    </section>
  );
}
