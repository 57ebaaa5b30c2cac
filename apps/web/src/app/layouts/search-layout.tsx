import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SystemMessages } from '../../features/messages/components/system-messages.tsx';
import { SearchPanel } from '../../features/search/components/search-panel.tsx';
import { useClearDepartedRiskprofileChoices } from '../../lib/assessment/use-search-riskprofile.ts';
import { useForgetUrlToken } from '../../lib/session/use-forget-url-token.ts';
import { SiteHeader } from './site-header.tsx';
import { SourceTabs } from './source-tabs.tsx';

/**
 * The search layout (specification §2 'Layouts'): title, system messages, search, source tabs,
 * the source.
 */
export function SearchLayout() {
  const { t } = useTranslation();
  // Every list change passes here, so a substance's administration is cleared when it leaves.
  useClearDepartedRiskprofileChoices();
  useForgetUrlToken();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <SiteHeader titleIsHeading />
      <main id="main" className="page" tabIndex={-1}>
        <SystemMessages />
        <SearchPanel />
        <SourceTabs />
        <Outlet />
      </main>
    </>
  );
}
