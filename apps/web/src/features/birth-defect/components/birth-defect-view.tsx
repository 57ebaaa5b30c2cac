import { useTranslation } from '../../../lib/i18n.ts';
import {
  birthDefectClassText,
  lactationOrBirthDefectBadge,
} from '@medkompass/clinical/document-classification.ts';
import { ClassLegend } from '../../../components/documents/class-legend.tsx';
import { DocumentTab } from '../../../components/documents/document-tab.tsx';
import { birthDefectQueryOptions } from '../../../lib/assessment/get-birth-defect.ts';
import { useDocumentSource } from '../../../lib/documents/use-document-source.ts';
import { BirthDefectCard } from './birth-defect-card.tsx';
import '../../../lib/page-texts.ts';

const LEVELS = [1, 2, 3, null] as const;

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
export function BirthDefectView() {
  const { t } = useTranslation();
  const state = useDocumentSource('birthdefect', birthDefectQueryOptions);
  return (
    <DocumentTab
      pageTitle={t('birthDefect.pageTitle')}
      heading={t('birthDefect.heading')}
      state={state}
      texts={{
        loading: t('birthDefect.loading'),
        error: t('birthDefect.error'),
        unassessed: (name) => t('birthDefect.unassessed', { name }),
      }}
      renderDocument={(document, headingLevel) => (
        <BirthDefectCard document={document} headingLevel={headingLevel} />
      )}
      legend={<BirthDefectLegend />}
    />
  );
}
