import { lazy, Suspense, useState } from 'react';
import { usePageTranslation } from '../../../lib/page-language.ts';

// The form, its fields and its captcha load when the dialog first opens, not with every page.
const ContactModal = lazy(async () => {
  const { ContactModal } = await import('./contact-modal.tsx');
  return { default: ContactModal };
});

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
      {isOpen && (
        <Suspense fallback={null}>
          <ContactModal
            onOpenChange={(open) => {
              if (open) setSentNotice(false);
              onOpenChange(open);
            }}
            integrated={integrated}
            context={context}
            onSent={() => {
              setSentNotice(true);
            }}
          />
        </Suspense>
      )}
      <p role="status" className="visually-hidden">
        {sentNotice ? t('contactOutcome.sent') : ''}
      </p>
    </>
  );
}
