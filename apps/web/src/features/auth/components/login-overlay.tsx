import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { LoginForm } from './login-form.tsx';

export interface LoginOverlayProps {
  onSuccess: () => void;
  onCancel: () => void;
  onLeave: () => void;
}

/** The login dialog's modal with the form (login-modal.tsx), loaded when it first opens. */
export function LoginOverlay({ onSuccess, onCancel, onLeave }: LoginOverlayProps) {
  const { t } = usePageTranslation();
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
        <Dialog className="dialog">
          <Heading slot="title" className="dialog__title">
            {t('auth.dialogTitle')}
          </Heading>
          <p className="dialog__intro">{t('auth.dialogIntro')}</p>
          <LoginForm onSuccess={onSuccess} onCancel={onCancel} onLeave={onLeave} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
