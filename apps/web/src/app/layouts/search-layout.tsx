import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DemoBanner } from '../../features/knowledge-base/components/demo-banner.tsx';
import { SearchPanel } from '../../features/search/components/search-panel.tsx';
import { useClearDepartedRiskprofileChoices } from '../../lib/assessment/use-search-riskprofile.ts';
import { SourceTabs } from './source-tabs.tsx';

/** The search layout (specification §2 'Layouts'): title, search, source tabs, the source. */
export function SearchLayout() {
  const { t } = useTranslation();
  // Every list change passes here, so a substance's administration is cleared when it leaves.
  useClearDepartedRiskprofileChoices();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="site-header">
        <h1 className="site-header__title">
          <Link to="/">{t('app.name')}</Link>
        </h1>
        <DemoBanner />
      </header>
      <main id="main" className="page" tabIndex={-1}>
        <SearchPanel />
        <SourceTabs />
        <Outlet />
      </main>
    </>
  );
}
