import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import {
  lactationClassText,
  lactationOrBirthDefectBadge,
} from '@medkompass/clinical/document-classification.ts';
import { DocumentPage, DocumentSection } from '../../../components/documents/document-page.tsx';
import { useLactationDocument } from '../api/get-lactation-document.ts';
import '../../../lib/page-texts.ts';

/** /amning/{document}: the whole lactation document. */
export function LactationDocumentPage() {
  const { t } = useTranslation();
  const id = useParams().document ?? '';
  const state = useLactationDocument(id);
  return (
    <DocumentPage
      sourceName={t('lactation.heading')}
      sourcePath={sourceDefinition('lactation').path}
      state={state}
      view={(document) => ({
        title: document.documentTitle,
        badge: lactationOrBirthDefectBadge(document.classification.level),
        classText: lactationClassText(document.classification.level),
        nslIds: document.nslIds,
        nplIds: document.nplIds,
        updated: document.updated,
      })}
      sections={(document) => (
        <>
          <DocumentSection heading={t('lactation.recommendation')} text={document.recommendation} />
          <DocumentSection
            heading={t('lactation.publicRecommendation')}
            text={document.publicRecommendation}
            variant="public"
          />
          <DocumentSection heading={t('documents.background')} text={document.background} />
        </>
      )}
    />
  );
}
