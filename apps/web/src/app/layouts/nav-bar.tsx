import { Link, NavLink } from 'react-router';
import { Button } from 'react-aria-components/Button';
import { AccountActions } from '../../features/auth/components/account-actions.tsx';
import { InfoMenu } from '../../features/navigation/components/info-menu.tsx';
import type { NavigationModel } from '../../features/navigation/nav-items.ts';
import { usePageTranslation } from '../../lib/page-language.ts';

export interface NavBarProps {
  model: NavigationModel;
  onContact: () => void;
  onVersions: () => void;
  onMenu: () => void;
}

/**
 * The navigation bar (specification §2 'Navigation bar'): logo, home, the info menu, contact,
 * versions and login or logout. Narrow screens get one menu button that opens the side menu with
 * the same items instead.
 */
export function NavBar({ model, onContact, onVersions, onMenu }: NavBarProps) {
  const { t } = usePageTranslation();
  const logo = (
    <>
      <svg className="nav-bar__logo-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 5 L15 12 L12 19 L9 12 Z" fill="currentColor" />
      </svg>
      <span>{t('app.name')}</span>
    </>
  );
  return (
    <nav className="nav-bar" aria-label={t('nav.label')}>
      <div className="nav-bar__inner">
        {model.home ? (
          <Link className="nav-bar__logo" to={model.home.to}>
            {logo}
          </Link>
        ) : (
          <span className="nav-bar__logo">{logo}</span>
        )}
        <ul className="nav-bar__items">
          {model.home && (
            <li>
              <NavLink className="nav-bar__item" to={model.home.to} end>
                {t(model.home.labelKey)}
              </NavLink>
            </li>
          )}
          <li>
            <InfoMenu sections={model.info} />
          </li>
          <li>
            <Button className="nav-bar__item" aria-haspopup="dialog" onPress={onContact}>
              {t('nav.contact')}
            </Button>
          </li>
          <li>
            <Button className="nav-bar__item" aria-haspopup="dialog" onPress={onVersions}>
              {t('nav.versions')}
            </Button>
          </li>
        </ul>
        <div className="nav-bar__account">
          <AccountActions />
        </div>
        <Button className="nav-bar__menu-button" aria-haspopup="dialog" onPress={onMenu}>
          <span aria-hidden="true">☰</span> {t('nav.menu')}
        </Button>
      </div>
    </nav>
  );
}
