import { useContext, useEffect, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { Header } from 'react-aria-components/Header';
import {
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  RootMenuTriggerStateContext,
} from 'react-aria-components/Menu';
import { Popover } from 'react-aria-components/Popover';
import { usePageTranslation } from '../../../lib/page-language.ts';
import type { NavSection } from '../nav-items.ts';

/** How the stand-in button (info-menu.tsx) was pressed before this menu had loaded, if it was. */
export type PendingPress = 'keyboard' | 'pointer' | null;

export interface InfoMenuPopupProps {
  sections: NavSection[];
  /** Take over from the stand-in button: its focus, and a press not yet answered. */
  takeFocus: boolean;
  pendingPress: PendingPress;
}

/**
 * Opens the menu for the stand-in's press, as that press would have: after the trigger has the
 * focus (the menu gives it back there on closing), on the first item for a keyboard press.
 */
function OpenForPendingPress({ pendingPress }: { pendingPress: PendingPress }) {
  const state = useContext(RootMenuTriggerStateContext);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || pendingPress === null) return;
    done.current = true;
    state?.open(pendingPress === 'keyboard' ? 'first' : null);
  }, [pendingPress, state]);
  return null;
}

/** The navigation bar's info dropdown: the information pages and indexes, in titled groups. */
export function InfoMenuPopup({ sections, takeFocus, pendingPress }: InfoMenuPopupProps) {
  const { t } = usePageTranslation();
  const tookFocus = useRef(false);
  const takeOverFocus = (button: HTMLButtonElement | null) => {
    if (button === null || tookFocus.current) return;
    tookFocus.current = true;
    if (takeFocus || pendingPress !== null) button.focus();
  };

  return (
    <MenuTrigger>
      <Button ref={takeOverFocus} className="nav-bar__item nav-bar__menu-trigger">
        {t('nav.info')} <span aria-hidden="true">▾</span>
      </Button>
      <OpenForPendingPress pendingPress={pendingPress} />
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
