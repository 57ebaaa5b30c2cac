import { useLocation, useParams } from 'react-router';
import { ContentPage } from '../../features/content-pages/components/content-page.tsx';
import { StatisticsSetting } from '../../features/cookie-consent/components/statistics-setting.tsx';
import { useProductName } from '../../lib/env/use-env.ts';
import { languageOfPath } from '../../lib/page-language.ts';

/** /about/{tag} and /en/about/{tag}: an information page by its slug. */
export function AboutRoute() {
  const { tag = '' } = useParams();
  const english = languageOfPath(useLocation().pathname) === 'en';
  // The product's about page holds the cookie section the cookie notice links to (#kakor): the
  // statistics choice is made there (ADR 0045).
  const cookiePage = tag === `om-${useProductName()}`;
  // The 'does not exist' page links to the language's about page; /about alone leads there.
  return (
    <ContentPage
      key={tag}
      slug={tag}
      aboutPath={english ? '/en/about' : '/about'}
      after={cookiePage ? <StatisticsSetting /> : null}
    />
  );
}
