import { useTranslation } from '../../../lib/i18n.ts';
import {
  birthDefectClassText,
  lactationOrBirthDefectBadge,
  pregnancyLevelCode,
} from '@medkompass/clinical/document-classification.ts';
import type { BirthDefectDocument } from '@medkompass/contracts/documents.ts';
import { ClassLegend } from '../../../components/documents/class-legend.tsx';
import {
  DocumentTab,
  type DocumentTabVariant,
} from '../../../components/documents/document-tab.tsx';
import { birthDefectQueryOptions } from '../api/get-birth-defect.ts';
import type { DocumentSeverity } from '../../../lib/documents/document-severity.ts';
import { useDocumentSource } from '../../../lib/documents/use-document-source.ts';
import { BirthDefectCard } from './birth-defect-card.tsx';
import '../../../lib/page-texts.ts';

const LEVELS = [1, 2, 3, null] as const;

/** Class 3, 2, 1 and '?', as the cards' badges show them. */
const SEVERITY: DocumentSeverity<BirthDefectDocument, 'pregnancy'> = {
  scale: 'pregnancy',
  gradeOf: (document) => pregnancyLevelCode(document.classificationLevel),
};

function BirthDefectLegend() {
  const { t } = useTranslation();
  return (
    <ClassLegend
      heading={t('documents.legendHeading')}
      intro={t('birthDefect.legendIntro')}
      rows={LEVELS.map((level) => ({
        badge: lactationOrBirthDefectBadge(level),
        text: birthDefectClassText(level),
      }))}
    />
  );
}

/** The fetal-impact tab (Fosterpåverkan): each searched item with its documents. */
export function BirthDefectView({ variant = 'tab' }: { variant?: DocumentTabVariant }) {
  const { t } = useTranslation();
  const state = useDocumentSource('birthdefect', birthDefectQueryOptions);
  return (
    <DocumentTab
      printSource="birthdefect"
      variant={variant}
      pageTitle={t('birthDefect.pageTitle')}
      heading={t('birthDefect.heading')}
      state={state}
      severity={SEVERITY}
      texts={{
        loading: t('birthDefect.loading'),
        error: t('birthDefect.error'),
        unassessed: (name) => t('birthDefect.unassessed', { name }),
      }}
      renderDocument={(document, headingLevel) => (
        <BirthDefectCard
          document={document}
          headingLevel={headingLevel}
          full={variant === 'print'}
        />
      )}
      legend={<BirthDefectLegend />}
    />
  );
}
