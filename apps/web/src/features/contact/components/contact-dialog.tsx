import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { ContactForm } from './contact-form.tsx';

export interface ContactDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Integrated mode (jmi=true): the side-effects domain is offered. */
  integrated: boolean;
  /** In integrated mode, the source of the page the dialog was opened on (specification §2). */
  context?: string;
}

/**
 * The contact form as a modal dialog, for the navigation bar to open (specification §2 'Layouts':
 * a contact modal). Cancel clears the form and closes it; so does a successful send, after which
 * a status line outside the dialog says the message went, since the form's own is gone.
 */
export function ContactDialog({ isOpen, onOpenChange, integrated, context }: ContactDialogProps) {
  const { t } = usePageTranslation();
  const [sentNotice, setSentNotice] = useState(false);
  return (
    <>
      <ModalOverlay
        className="modal-overlay"
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open) setSentNotice(false);
          onOpenChange(open);
        }}
        isDismissable
      >
        <Modal className="modal contact-modal">
          <Dialog className="modal__dialog">
            {({ close }) => (
              <>
                <div className="modal__header">
                  <Heading slot="title">{t('contact.dialogHeading')}</Heading>
                  <Button className="modal__close" aria-label={t('contact.close')} onPress={close}>
                    <span aria-hidden="true">×</span>
                  </Button>
                </div>
                <ContactForm
                  integrated={integrated}
                  context={context}
                  onCancel={close}
                  onSent={() => {
                    setSentNotice(true);
                    close();
                  }}
                />
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
      <p role="status" className="visually-hidden">
        {sentNotice ? t('contact.sent') : ''}
      </p>
    </>
  );
}
