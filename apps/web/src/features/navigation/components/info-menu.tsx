import { Button } from 'react-aria-components/Button';
import { Header } from 'react-aria-components/Header';
import { Menu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { usePageTranslation } from '../../../lib/page-language.ts';
import type { NavSection } from '../nav-items.ts';

/** The navigation bar's info dropdown: the information pages and indexes, in titled groups. */
export function InfoMenu({ sections }: { sections: NavSection[] }) {
  const { t } = usePageTranslation();
  return (
    <MenuTrigger>
      <Button className="nav-bar__item nav-bar__menu-trigger">
        {t('nav.info')} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="info-menu__popover" placement="bottom start">
        <Menu className="info-menu" aria-label={t('nav.info')}>
          {sections.map((section) => (
            <MenuSection key={section.titleKey} className="info-menu__section">
              <Header className="info-menu__header">{t(section.titleKey)}</Header>
              {section.links.map((link) => (
                <MenuItem key={link.to} id={link.to} href={link.to} className="info-menu__item">
                  {t(link.labelKey)}
                </MenuItem>
              ))}
            </MenuSection>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
