import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { useVersions } from '../api/get-versions.ts';
import '../../../lib/page-texts.ts';

export interface VersionsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The versions of the product and of the integrated variant (specification §2, §3). */
export function VersionsDialog({ isOpen, onOpenChange }: VersionsDialogProps) {
  const { t } = usePageTranslation();
  const versions = useVersions(isOpen);
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
    >
      <Modal className="modal versions-modal">
        <Dialog className="modal__dialog">
          {({ close }) => (
            <>
              <div className="modal__header">
                <Heading slot="title">{t('versions.heading')}</Heading>
                <Button className="modal__close" aria-label={t('versions.close')} onPress={close}>
                  <span aria-hidden="true">×</span>
                </Button>
              </div>
              {versions.data ? (
                <dl className="versions">
                  <dt>{t('versions.product')}</dt>
                  <dd>{versions.data.versions.product}</dd>
                  <dt>{t('versions.integrated')}</dt>
                  <dd>{versions.data.versions.integrated}</dd>
                </dl>
              ) : (
                <p role="status">
                  {versions.isError ? t('versions.unavailable') : t('versions.loading')}
                </p>
              )}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
