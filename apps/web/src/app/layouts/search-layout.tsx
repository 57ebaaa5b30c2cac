import { Suspense } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { SystemMessages } from '../../features/messages/components/system-messages.tsx';
import { SearchPanel } from '../../features/search/components/search-panel.tsx';
import { takeFirstPaintSearch } from '../first-paint/first-paint-handover.ts';
import { useClearDepartedRiskprofileChoices } from '../../features/riskprofile/hooks/use-search-riskprofile.ts';
import { readSearchList } from '../../lib/search-list/search-list-params.ts';
import { useIntegratedMode } from '../../lib/session/integrated-mode.ts';
import { useForgetUrlToken } from '../../lib/session/use-forget-url-token.ts';
import { serverPaintedLazy } from '../../lib/server-painted-lazy.ts';
import { SourceTabs } from './source-tabs.tsx';

// Painted by the server, but not part of the first page's JavaScript: the review's actions show
// only with a list, the integrated notices and the patient's summary only in integrated mode.
const ReviewActions = serverPaintedLazy('review-actions', () =>
  import('../../features/review/components/review-actions.tsx').then((m) => m.ReviewActions),
);
const IntegratedNotices = serverPaintedLazy('integrated-notices', () =>
  import('../../features/integrated/components/integrated-notices.tsx').then(
    (m) => m.IntegratedNotices,
  ),
);
const PatientSummary = serverPaintedLazy('patient-summary', () =>
  import('../../features/integrated/components/patient-summary.tsx').then((m) => m.PatientSummary),
);

/**
 * The search layout (specification §2 'Layouts'): title, links to operational status and news
 * (opened in a new tab, so the search stays), system messages, search, source tabs, the source.
 */
export function SearchLayout() {
  const { t } = useTranslation();
  const integrated = useIntegratedMode();
  const [params] = useSearchParams();
  const hasList = readSearchList(params).length > 0;
  // Every list change passes here, so a substance's administration is cleared when it leaves.
  useClearDepartedRiskprofileChoices();
  useForgetUrlToken();
  return (
    <main id="main" className="page" tabIndex={-1}>
      <div className="search-intro">
        <h1 className="search-intro__title">{t('app.name')}</h1>
        <p className="search-intro__tagline">{t('app.tagline')}</p>
        <ul className="search-intro__links">
          {/* The operational status is the record system's to show in integrated mode (§2). */}
          {!integrated && (
            <li>
              <a href="/about/driftstatus" target="_blank" rel="noopener">
                {t('nav.status')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
            </li>
          )}
          <li>
            <a href="/about/nyheter" target="_blank" rel="noopener">
              {t('nav.news')}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
        </ul>
      </div>
      <SystemMessages />
      {integrated && (
        <Suspense fallback={null}>
          <IntegratedNotices />
        </Suspense>
      )}
      <SearchPanel takeFirstPaintSearch={takeFirstPaintSearch} />
      {integrated && (
        <Suspense fallback={null}>
          <PatientSummary />
        </Suspense>
      )}
      <SourceTabs />
      {hasList && (
        <Suspense fallback={null}>
          <ReviewActions />
        </Suspense>
      )}
      <Outlet />
    </main>
  );
}
