import { useTranslation } from '../../../lib/i18n.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import {
  lactationClassText,
  lactationOrBirthDefectBadge,
} from '@medkompass/clinical/document-classification.ts';
import type { LactationDocument } from '@medkompass/contracts/documents.ts';
import {
  CardText,
  DocumentCard,
  type CardHeadingLevel,
} from '../../../components/documents/document-card.tsx';
import { documentPath } from '../../../lib/documents/document-path.ts';
import '../../../lib/page-texts.ts';

/**
 * A lactation document on the tab: its class, the recommendation to staff and, set apart and
 * labelled as such, the advice to the public.
 */
export function LactationCard({
  document,
  headingLevel,
}: {
  document: LactationDocument;
  headingLevel: CardHeadingLevel;
}) {
  const { t } = useTranslation();
  const level = document.classification.level;
  return (
    <DocumentCard
      title={document.documentTitle}
      path={documentPath(sourceDefinition('lactation').path, document.id)}
      badge={lactationOrBirthDefectBadge(level)}
      classText={lactationClassText(level)}
      headingLevel={headingLevel}
    >
      <dl className="card-texts">
        <CardText label={t('lactation.recommendation')} text={document.recommendation} />
        <CardText
          label={t('lactation.publicRecommendation')}
          text={document.publicRecommendation}
          variant="public"
        />
      </dl>
    </DocumentCard>
  );
}
