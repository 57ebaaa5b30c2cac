import { NavLink } from 'react-router';
import type { ContentIndexSource } from '@medkompass/contracts/content-index-paths.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { indexPath } from './index-paths.ts';
import '../../../lib/page-texts.ts';

const SWEDISH_INDEXES: readonly ContentIndexSource[] = ['birthdefect', 'lactation', 'genus'];

/**
 * The content layout's tabs between the three Swedish indexes (specification §2 'Layouts').
 * They are links, each to an address of its own, marked as the current page when open.
 */
export function IndexTabs() {
  const { t } = usePageTranslation();
  return (
    <nav className="index-tabs" aria-label={t('contentIndex.tabsLabel')}>
      <ul>
        {SWEDISH_INDEXES.map((source) => (
          <li key={source}>
            <NavLink className="index-tabs__tab" to={indexPath(source)}>
              {t(`contentIndex.sources.${source}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
