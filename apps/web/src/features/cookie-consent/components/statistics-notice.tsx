import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from 'react-aria-components/Button';
import { browserRefusesTracking } from '../../../lib/analytics/privacy-signal.ts';
import { rememberStatisticsChoice } from '../../../lib/analytics/statistics-choice.ts';
import { track } from '../../../lib/analytics/track.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import '../../../lib/page-texts.ts';

const noSubscription = () => () => undefined;

/** Whether the browser asks not to be tracked; false in a render on the server, which cannot know. */
export function useBrowserRefusesTracking(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => browserRefusesTracking(),
    () => false,
  );
}

/**
 * The cookie notice where the server collects statistics (ADR 0045): 'Jag förstår!' keeps to
 * what the service needs, as without statistics, and a second button of the same look and size
 * allows anonymous statistics. A browser that asks not to be tracked is told so instead of being
 * asked.
 */
export function StatisticsNotice({
  productName,
  onClose,
}: {
  productName: string;
  /** Remembers the notice's answer and closes it. */
  onClose: () => void;
}) {
  const { t } = usePageTranslation();
  const { pathname } = useLocation();
  const refuses = useBrowserRefusesTracking();
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-heading">
      <div className="cookie-banner__inner">
        <p>
          <strong id="cookie-banner-heading">{t('cookies.heading')}</strong> {t('cookies.text')}{' '}
          {refuses ? t('statisticsSetting.bannerRefuses') : t('statisticsSetting.bannerText')}{' '}
          <Link to={`/about/om-${productName}#kakor`}>{t('cookies.readMore')}</Link>
        </p>
        <div className="cookie-banner__actions">
          <Button className="button button--primary" onPress={onClose}>
            {t('cookies.accept')}
          </Button>
          {!refuses && (
            <Button
              className="button button--primary"
              onPress={() => {
                rememberStatisticsChoice(true);
                // The page the visitor allowed statistics on counts too.
                track({ page: pathname }, false);
                onClose();
              }}
            >
              {t('statisticsSetting.allow')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
