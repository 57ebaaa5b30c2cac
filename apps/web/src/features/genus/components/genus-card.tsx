import { useTranslation } from 'react-i18next';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { genusBadge, genusClassText } from '@medkompass/clinical/document-classification.ts';
import type { GenusDocument } from '@medkompass/contracts/documents.ts';
import {
  CardText,
  DocumentCard,
  type CardHeadingLevel,
} from '../../../components/documents/document-card.tsx';
import { documentPath } from '../../../lib/documents/document-path.ts';

/** A sex-and-gender document on the tab: its class and its summary. */
export function GenusCard({
  document,
  headingLevel,
}: {
  document: GenusDocument;
  headingLevel: CardHeadingLevel;
}) {
  const { t } = useTranslation();
  return (
    <DocumentCard
      title={document.documentTitle}
      path={documentPath(sourceDefinition('genus').path, document.id)}
      badge={genusBadge(document.classificationLevel)}
      classText={genusClassText(document.classificationLevel)}
      headingLevel={headingLevel}
    >
      <dl className="card-texts">
        <CardText label={t('genus.summary')} text={document.summary} />
      </dl>
    </DocumentCard>
  );
}
