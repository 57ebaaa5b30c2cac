import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { genusBadge, genusClassText } from '@medkompass/clinical/document-classification.ts';
import { DocumentPage, DocumentSection } from '../../../components/documents/document-page.tsx';
import { useGenusDocument } from '../api/get-genus-document.ts';

/** /genus/{document}: the whole sex-and-gender document. */
export function GenusDocumentPage() {
  const { t } = useTranslation();
  const id = useParams().document ?? '';
  const state = useGenusDocument(id);
  return (
    <DocumentPage
      sourceName={t('genus.heading')}
      sourcePath={sourceDefinition('genus').path}
      state={state}
      view={(document) => ({
        title: document.documentTitle,
        badge: genusBadge(document.classificationLevel),
        classText: genusClassText(document.classificationLevel),
        nslIds: document.nslIds,
        nplIds: document.nplIds,
        updated: document.updated,
      })}
      sections={(document) => (
        <>
          <DocumentSection heading={t('genus.summary')} text={document.summary} />
          <DocumentSection heading={t('documents.background')} text={document.background} />
        </>
      )}
    />
  );
}
