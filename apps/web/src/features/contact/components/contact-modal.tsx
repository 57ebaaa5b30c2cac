import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { ContactForm } from './contact-form.tsx';
import '../../../lib/page-texts.ts';

export interface ContactModalProps {
  onOpenChange: (isOpen: boolean) => void;
  /** Integrated mode (jmi=true): the side-effects domain is offered. */
  integrated: boolean;
  /** In integrated mode, the source of the page the dialog was opened on (specification §2). */
  context?: string;
  /** The message went: the dialog closes, and its opener says so. */
  onSent: () => void;
}

/**
 * The contact dialog's modal with the form (contact-dialog.tsx), loaded when it first opens.
 * Cancel clears the form and closes it; so does a successful send.
 */
export function ContactModal({ onOpenChange, integrated, context, onSent }: ContactModalProps) {
  const { t } = usePageTranslation();
  return (
    <ModalOverlay className="modal-overlay" isOpen onOpenChange={onOpenChange} isDismissable>
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
                  onSent();
                  close();
                }}
              />
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
