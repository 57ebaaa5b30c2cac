import { useParams } from 'react-router';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { genusBadge, genusClassText } from '@medkompass/clinical/document-classification.ts';
import { DocumentPage, DocumentSection } from '../../../components/documents/document-page.tsx';
import { useGenusDocument } from '../api/get-genus-document.ts';
import { genusPagePath } from '../genus-path.ts';
import '../../../lib/page-texts.ts';

/** /genus/{document} and /en/sexandgender/{document}: the whole sex-and-gender document. */
export function GenusDocumentPage() {
  const { t, lng } = usePageTranslation();
  const id = useParams().document ?? '';
  const state = useGenusDocument(id, lng);
  return (
    <DocumentPage
      sourceName={t('genus.heading')}
      sourcePath={genusPagePath(lng)}
      state={state}
      view={(document) => ({
        title: document.documentTitle,
        badge: genusBadge(document.classificationLevel),
        classText: genusClassText(document.classificationLevel, lng),
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
