import { usePageTranslation } from '../../../lib/page-language.ts';
import { genusBadge, genusClassText } from '@medkompass/clinical/document-classification.ts';
import type { GenusDocument } from '@medkompass/contracts/documents.ts';
import {
  CardText,
  DocumentCard,
  type CardHeadingLevel,
} from '../../../components/documents/document-card.tsx';
import { documentPath } from '../../../lib/documents/document-path.ts';
import { genusPagePath } from '../genus-path.ts';
import '../../../lib/page-texts.ts';

/** A sex-and-gender document on the tab: its class and its summary. */
export function GenusCard({
  document,
  headingLevel,
}: {
  document: GenusDocument;
  headingLevel: CardHeadingLevel;
}) {
  const { t, lng } = usePageTranslation();
  return (
    <DocumentCard
      title={document.documentTitle}
      path={documentPath(genusPagePath(lng), document.id)}
      badge={genusBadge(document.classificationLevel)}
      classText={genusClassText(document.classificationLevel, lng)}
      headingLevel={headingLevel}
    >
      <dl className="card-texts">
        <CardText label={t('genus.summary')} text={document.summary} />
      </dl>
    </DocumentCard>
  );
}
