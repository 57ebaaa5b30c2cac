import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from 'react-aria-components/Button';
import {
  rememberStatisticsChoice,
  statisticsChoice,
} from '../../../lib/analytics/statistics-choice.ts';
import { track } from '../../../lib/analytics/track.ts';
import { rememberConsent } from '../../../lib/cookies/cookies.ts';
import { useReadCookies } from '../../../lib/cookies/request-cookies.tsx';
import { useEnv } from '../../../lib/env/use-env.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import '../../../lib/page-texts.ts';
import { useBrowserRefusesTracking } from './statistics-notice.tsx';

/**
 * The statistics choice on the cookie information page (ADR 0045): what is counted, the choice
 * now, and buttons to change it; remembered a year, as the cookie notice's answer. A browser that
 * asks not to be tracked is told that nothing is sent, and is not asked.
 */
export function StatisticsSetting() {
  const { t } = usePageTranslation();
  const env = useEnv();
  const { pathname } = useLocation();
  const refuses = useBrowserRefusesTracking();
  const readCookies = useReadCookies();
  const [allowed, setAllowed] = useState(() => statisticsChoice(readCookies()) === true);
  const offered = Boolean(env?.ANALYTICS_URL) || env?.ANALYTICS_LOCAL === true;
  const choose = (allow: boolean) => {
    rememberStatisticsChoice(allow);
    // A choice made here answers the cookie notice as well: it closes.
    rememberConsent();
    setAllowed(allow);
    if (allow) track({ page: pathname }, false);
  };
  return (
    <section className="statistics-setting" id="statistik" aria-labelledby="statistik-heading">
      <h2 id="statistik-heading">{t('statisticsSetting.heading')}</h2>
      {!offered ? (
        <p>{t('statisticsSetting.off')}</p>
      ) : (
        <>
          <p>{t('statisticsSetting.what')}</p>
          {refuses ? (
            <p>{t('statisticsSetting.browserRefuses')}</p>
          ) : (
            <>
              <p role="status">
                {allowed ? t('statisticsSetting.allowed') : t('statisticsSetting.notAllowed')}
              </p>
              <div className="statistics-setting__actions">
                {/* Neither is disabled: a disabled button would drop the focus of the one pressed. */}
                <Button
                  className="button button--primary"
                  aria-pressed={allowed}
                  onPress={() => {
                    choose(true);
                  }}
                >
                  {t('statisticsSetting.allow')}
                </Button>
                <Button
                  className="button button--primary"
                  aria-pressed={!allowed}
                  onPress={() => {
                    choose(false);
                  }}
                >
                  {t('statisticsSetting.deny')}
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
