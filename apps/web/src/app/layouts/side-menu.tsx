import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { AccountActions } from '../../features/auth/components/account-actions.tsx';
import { NavSections } from '../../features/navigation/components/nav-sections.tsx';
import type { NavigationModel } from '../../features/navigation/nav-items.ts';
import { usePageTranslation } from '../../lib/page-language.ts';

export interface SideMenuProps {
  model: NavigationModel;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onContact: () => void;
  onVersions: () => void;
}

/** The mobile side menu, 280 px wide, with the navigation bar's items (specification §2). */
export function SideMenu({ model, isOpen, onOpenChange, onContact, onVersions }: SideMenuProps) {
  const { t } = usePageTranslation();
  const { pathname, hash } = useLocation();
  const opened = useRef({ pathname, hash });

  useEffect(() => {
    // A link was followed: the menu has done its job.
    if (isOpen && (opened.current.pathname !== pathname || opened.current.hash !== hash)) {
      onOpenChange(false);
    }
    opened.current = { pathname, hash };
  }, [pathname, hash, isOpen, onOpenChange]);

  return (
    <ModalOverlay
      className="side-menu__overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className="side-menu">
        <Dialog className="side-menu__dialog" aria-labelledby="side-menu-heading">
          {({ close }) => (
            <>
              <div className="side-menu__header">
                <Heading slot="title" id="side-menu-heading">
                  {t('nav.menu')}
                </Heading>
                <Button className="modal__close" aria-label={t('nav.closeMenu')} onPress={close}>
                  <span aria-hidden="true">×</span>
                </Button>
              </div>
              <nav aria-label={t('nav.label')}>
                {model.home && (
                  <p className="side-menu__home">
                    <Link to={model.home.to}>{t(model.home.labelKey)}</Link>
                  </p>
                )}
                <NavSections sections={model.info} headingLevel={3} />
              </nav>
              <div className="side-menu__actions">
                <Button
                  className="button button--secondary"
                  onPress={() => {
                    close();
                    onContact();
                  }}
                >
                  {t('nav.contact')}
                </Button>
                <Button
                  className="button button--secondary"
                  onPress={() => {
                    close();
                    onVersions();
                  }}
                >
                  {t('nav.versions')}
                </Button>
                <AccountActions />
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
