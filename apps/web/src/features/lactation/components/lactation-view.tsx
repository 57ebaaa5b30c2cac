import { useTranslation } from '../../../lib/i18n.ts';
import {
  lactationClassText,
  lactationOrBirthDefectBadge,
  pregnancyLevelCode,
} from '@medkompass/clinical/document-classification.ts';
import type { LactationDocument } from '@medkompass/contracts/documents.ts';
import { ClassLegend } from '../../../components/documents/class-legend.tsx';
import {
  DocumentTab,
  type DocumentTabVariant,
} from '../../../components/documents/document-tab.tsx';
import { lactationQueryOptions } from '../api/get-lactation.ts';
import type { DocumentSeverity } from '../../../lib/documents/document-severity.ts';
import { useDocumentSource } from '../../../lib/documents/use-document-source.ts';
import { LactationCard } from './lactation-card.tsx';
import '../../../lib/page-texts.ts';

const LEVELS = [1, 2, 3, null] as const;

/** Class 3, 2, 1 and '?', as the cards' badges show them. */
const SEVERITY: DocumentSeverity<LactationDocument, 'pregnancy'> = {
  scale: 'pregnancy',
  gradeOf: (document) => pregnancyLevelCode(document.classification.level),
};

function LactationLegend() {
  const { t } = useTranslation();
  return (
    <ClassLegend
      heading={t('documents.legendHeading')}
      intro={t('lactation.legendIntro')}
      rows={LEVELS.map((level) => ({
        badge: lactationOrBirthDefectBadge(level),
        text: lactationClassText(level),
      }))}
    />
  );
}

/** The lactation tab (Amning): each searched item with its lactation documents. */
export function LactationView({ variant = 'tab' }: { variant?: DocumentTabVariant }) {
  const { t } = useTranslation();
  const state = useDocumentSource('lactation', lactationQueryOptions);
  return (
    <DocumentTab
      printSource="lactation"
      variant={variant}
      pageTitle={t('lactation.pageTitle')}
      heading={t('lactation.heading')}
      state={state}
      severity={SEVERITY}
      texts={{
        loading: t('lactation.loading'),
        error: t('lactation.error'),
        unassessed: (name) => t('lactation.unassessed', { name }),
      }}
      renderDocument={(document, headingLevel) => (
        <LactationCard document={document} headingLevel={headingLevel} />
      )}
      legend={<LactationLegend />}
    />
  );
}
