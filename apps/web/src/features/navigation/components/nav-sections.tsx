import { Link } from 'react-router';
import { usePageTranslation } from '../../../lib/page-language.ts';
import type { NavSection } from '../nav-items.ts';

/** The info links as titled lists: the mobile menu and the /nav page. */
export function NavSections({
  sections,
  headingLevel,
}: {
  sections: NavSection[];
  headingLevel: 2 | 3;
}) {
  const { t } = usePageTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {sections.map((section) => (
        <section key={section.titleKey} className="nav-sections__section">
          <Heading className="nav-sections__heading">{t(section.titleKey)}</Heading>
          <ul className="nav-sections__list">
            {section.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
