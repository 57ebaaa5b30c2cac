import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { Button } from 'react-aria-components/Button';
import { hasConsented, rememberConsent } from '../../../lib/cookies/cookies.ts';
import { useReadCookies } from '../../../lib/cookies/request-cookies.tsx';
import { useEnv, useProductName } from '../../../lib/env/use-env.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';

type NoticeProps = { productName: string; onClose: () => void };

/**
 * The notice with the statistics choice, a module of its own: only installations that collect
 * statistics load it (ADR 0045). The server loads it at start, so its first paint has the whole
 * notice (a lazy component whose module is there renders at once); the browser hydrates that
 * notice when its module arrives, keeping what the server painted meanwhile.
 */
let loaded: ComponentType<NoticeProps> | null = null;
const loadNotice = (): Promise<{ default: ComponentType<NoticeProps> }> =>
  import('./statistics-notice.tsx').then(({ StatisticsNotice }) => {
    loaded = StatisticsNotice;
    return { default: StatisticsNotice };
  });
if (typeof window === 'undefined') void loadNotice();
const StatisticsNotice = lazy(() =>
  loaded === null
    ? loadNotice()
    : // Already there (on the server): a thenable that resolves at once, so nothing suspends.
      ({
        then: (resolve: (module: { default: ComponentType<NoticeProps> }) => void) => {
          resolve({ default: loaded as ComponentType<NoticeProps> });
        },
      } as unknown as Promise<{ default: ComponentType<NoticeProps> }>),
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
