import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AccountActions } from '../../features/auth/components/account-actions.tsx';
import { LoginModal } from '../../features/auth/components/login-modal.tsx';
import { SessionNotice } from '../../features/auth/components/session-notice.tsx';
import { DemoBanner } from '../../features/knowledge-base/components/demo-banner.tsx';

export interface SiteHeaderProps {
  /** The product name is the page's h1 on the search pages; other pages have their own h1. */
  titleIsHeading: boolean;
}

/** The header of every page: product name, login or logout, the demo and session notices. */
export function SiteHeader({ titleIsHeading }: SiteHeaderProps) {
  const { t } = useTranslation();
  const Title = titleIsHeading ? 'h1' : 'p';
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Title className="site-header__title">
          <Link to="/">{t('app.name')}</Link>
        </Title>
        <AccountActions />
      </div>
      <DemoBanner />
      <SessionNotice />
      <LoginModal />
    </header>
  );
}
