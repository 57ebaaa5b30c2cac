import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { onDemandModule, startLoad } from '../../../lib/on-demand-module.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import type { NavSection } from '../nav-items.ts';
import type { PendingPress } from './info-menu-popup.tsx';

// React Aria's menu and popover load when the user comes to the button, not with the page
// (ADR 31).
const popupModule = onDemandModule(() => import('./info-menu-popup.tsx'));

/**
 * The navigation bar's info dropdown. Until its menu has loaded, a button that looks and is named
 * the same stands in: a pointer over it or the focus loads the menu, and a press made before it
 * has loaded opens it once it has.
 */
export function InfoMenu({ sections }: { sections: NavSection[] }) {
  const { t } = usePageTranslation();
  const popup = popupModule.useLoadState();
  const [focused, setFocused] = useState(false);
  const [pendingPress, setPendingPress] = useState<PendingPress>(null);

  if (popup.status === 'loaded') {
    const { InfoMenuPopup } = popup.module;
    return <InfoMenuPopup sections={sections} takeFocus={focused} pendingPress={pendingPress} />;
  }

  const load = () => {
    startLoad(popupModule);
  };
  return (
    <Button
      className="nav-bar__item nav-bar__menu-trigger"
      aria-haspopup="true"
      aria-expanded={false}
      onHoverStart={load}
      onFocusChange={(isFocused) => {
        setFocused(isFocused);
        if (isFocused) load();
      }}
      onPressStart={(event) => {
        setPendingPress(event.pointerType === 'keyboard' ? 'keyboard' : 'pointer');
        load();
      }}
    >
      {t('nav.info')} <span aria-hidden="true">▾</span>
    </Button>
  );
}
