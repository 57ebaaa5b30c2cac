import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import {
  birthDefectClassText,
  lactationOrBirthDefectBadge,
} from '@medkompass/clinical/document-classification.ts';
import type { BirthDefectDocument } from '@medkompass/contracts/documents.ts';
import {
  CardText,
  DocumentCard,
  type CardHeadingLevel,
} from '../../../components/documents/document-card.tsx';
import { documentPath } from '../../../lib/documents/document-path.ts';
import { shortenText } from '../../../lib/documents/shorten-text.ts';
import '../../../lib/page-texts.ts';

/**
 * A fetal-impact document on the tab: its class and its assessment, shortened when long (the
 * whole text is one link away, on the document page); in print, the whole assessment.
 */
export function BirthDefectCard({
  document,
  headingLevel,
  full = false,
}: {
  document: BirthDefectDocument;
  headingLevel: CardHeadingLevel;
  /** The whole assessment, never shortened: on paper there is no link to follow. */
  full?: boolean;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const path = documentPath(sourceDefinition('birthdefect').path, document.id);
  const assessment = full
    ? { text: document.assessment, shortened: false }
    : shortenText(document.assessment);
  return (
    <DocumentCard
      title={document.name}
      path={path}
      badge={lactationOrBirthDefectBadge(document.classificationLevel)}
      classText={birthDefectClassText(document.classificationLevel)}
      headingLevel={headingLevel}
    >
      <dl className="card-texts">
        <CardText label={t('birthDefect.assessment')} text={assessment.text}>
          {assessment.shortened && (
            <>
              {' '}
              <Link
                className="card-text__more"
                to={{ pathname: path, search }}
                // The visible words first, then which document: 'Läs hela bedömningen om Ibuprofen'.
                aria-label={t('birthDefect.readWholeAbout', { title: document.name })}
              >
                {t('birthDefect.readWhole')}
              </Link>
            </>
          )}
        </CardText>
      </dl>
    </DocumentCard>
  );
}
