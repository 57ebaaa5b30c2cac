import { Outlet } from 'react-router';
import { SearchPanel } from '../../features/search/components/search-panel.tsx';
import { takeFirstPaintSearch } from '../first-paint/first-paint-handover.ts';
import { usePageTranslation } from '../../lib/page-language.ts';
import { useForgetUrlToken } from '../../lib/session/use-forget-url-token.ts';

/**
 * The English start (/en/sexandgender, specification §2): English exists for sex and gender only
 * (§1), so the search leads straight to its documents, without the Swedish sources' tabs.
 */
export function EnglishSearchLayout() {
  const { t } = usePageTranslation();
  useForgetUrlToken();
  return (
    <main id="main" className="page" tabIndex={-1} lang="en">
      <div className="search-intro">
        <h1 className="search-intro__title">{t('english.heading')}</h1>
        <p className="search-intro__tagline">{t('english.tagline')}</p>
      </div>
      <SearchPanel takeFirstPaintSearch={takeFirstPaintSearch} />
      <Outlet />
    </main>
  );
}
