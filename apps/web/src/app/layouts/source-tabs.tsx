import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InteractionsTabBadge } from '../../features/interactions/components/interactions-tab-badge.tsx';

/**
 * The source tabs. They are links, not an ARIA tablist: each source is a page of its own, and a
 * tab keeps the query string so the search list follows (specification §2 'Source tabs').
 */
export function SourceTabs() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <nav className="source-tabs" aria-label={t('sources.navLabel')}>
      <ul className="source-tabs__list">
        <li>
          <NavLink className="source-tab" to={{ pathname: '/interaktioner', search }}>
            <span className="source-tab__name">{t('sources.interactions')}</span>
            <InteractionsTabBadge />
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
