import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import {
  birthDefectClassText,
  lactationOrBirthDefectBadge,
} from '@medkompass/clinical/document-classification.ts';
import { DocumentPage, DocumentSection } from '../../../components/documents/document-page.tsx';
import { useBirthDefectDocument } from '../api/get-birth-defect-document.ts';
import '../../../lib/page-texts.ts';

/** /fosterpaverkan/{document}: the whole fetal-impact document. */
export function BirthDefectDocumentPage() {
  const { t } = useTranslation();
  const id = useParams().document ?? '';
  const state = useBirthDefectDocument(id);
  return (
    <DocumentPage
      sourceName={t('birthDefect.heading')}
      sourcePath={sourceDefinition('birthdefect').path}
      state={state}
      view={(document) => ({
        title: document.name,
        badge: lactationOrBirthDefectBadge(document.classificationLevel),
        classText: birthDefectClassText(document.classificationLevel),
        nslIds: document.nslIds,
        nplIds: document.nplIds,
        updated: document.updated,
      })}
      sections={(document) => (
        <>
          <DocumentSection heading={t('birthDefect.assessment')} text={document.assessment} />
          <DocumentSection heading={t('documents.background')} text={document.background} />
        </>
      )}
    />
  );
}
