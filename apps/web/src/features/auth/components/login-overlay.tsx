import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { loginDialogReason } from '../../../lib/session/login-dialog.ts';
import { LoginForm } from './login-form.tsx';
import '../../../lib/page-texts.ts';

export interface LoginOverlayProps {
  onSuccess: () => void;
  onCancel: () => void;
  onLeave: () => void;
}

/**
 * The login dialog's modal with the form (login-modal.tsx), loaded when it first opens. Opened by
 * a page that needs a login rather than by the visitor, it says so first (its description).
 */
export function LoginOverlay({ onSuccess, onCancel, onLeave }: LoginOverlayProps) {
  const { t } = usePageTranslation();
  const guarded = loginDialogReason() === 'guarded';
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Modal className="modal">
        <Dialog className="dialog" aria-describedby="login-dialog-intro">
          <Heading slot="title" className="dialog__title">
            {t('auth.dialogTitle')}
          </Heading>
          <p id="login-dialog-intro" className="dialog__intro">
            {t(guarded ? 'loginReason.guardedPage' : 'auth.dialogIntro')}
          </p>
          <LoginForm onSuccess={onSuccess} onCancel={onCancel} onLeave={onLeave} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
