import { Outlet } from 'react-router';
import { usePageTranslation } from '../../lib/page-language.ts';

/**
 * Pages outside the search (information pages, content indexes, forgot and change password): the
 * page in a readable column, inside the site layout. English pages are marked lang="en".
 */
export function PageLayout() {
  const { lng } = usePageTranslation();
  return (
    <main
      id="main"
      className="page page--article"
      tabIndex={-1}
      lang={lng === 'en' ? 'en' : undefined}
    >
      <Outlet />
    </main>
  );
}
