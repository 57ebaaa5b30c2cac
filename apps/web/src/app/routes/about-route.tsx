import { useLocation, useParams } from 'react-router';
import { ContentPage } from '../../features/content-pages/components/content-page.tsx';
import { languageOfPath } from '../../lib/page-language.ts';

/** /about/{tag} and /en/about/{tag}: an information page by its slug. */
export function AboutRoute() {
  const { tag = '' } = useParams();
  const english = languageOfPath(useLocation().pathname) === 'en';
  // The 'does not exist' page links to the language's about page; /about alone leads there.
  return <ContentPage key={tag} slug={tag} aboutPath={english ? '/en/about' : '/about'} />;
}
