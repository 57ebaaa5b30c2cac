import { usePageTranslation } from '../../../lib/page-language.ts';
import {
  genusBadge,
  genusClassText,
  genusCode,
} from '@medkompass/clinical/document-classification.ts';
import type { GenusDocument } from '@medkompass/contracts/documents.ts';
import { ClassLegend } from '../../../components/documents/class-legend.tsx';
import {
  DocumentTab,
  type DocumentTabVariant,
} from '../../../components/documents/document-tab.tsx';
import { genderQueryOptions, genusQueryOptions } from '../api/get-genus.ts';
import type { DocumentSeverity } from '../../../lib/documents/document-severity.ts';
import { useDocumentSource } from '../../../lib/documents/use-document-source.ts';
import { GenusCard } from './genus-card.tsx';
import '../../../lib/page-texts.ts';

/** A, B, C, C! and '?' (specification §3). */
const LEVELS = [1, 2, 3, 4, null] as const;

/** C!, C, B, A, level 0 (not applicable) and '?', as the cards' badges show them. */
const SEVERITY: DocumentSeverity<GenusDocument, 'genus'> = {
  scale: 'genus',
  gradeOf: (document) => genusCode(document.classificationLevel),
};

function GenusLegend() {
  const { t, lng } = usePageTranslation();
  return (
    <ClassLegend
      heading={t('documents.legendHeading')}
      intro={t('genus.legendIntro')}
      rows={LEVELS.map((level) => ({ badge: genusBadge(level), text: genusClassText(level, lng) }))}
    />
  );
}

/**
 * The sex-and-gender tab (Genus) and the English start (/en/sexandgender): each searched item
 * with its documents, from /api/genus or, in English, /api/gender.
 */
export function GenusView({ variant = 'tab' }: { variant?: DocumentTabVariant }) {
  const { t, lng } = usePageTranslation();
  const state = useDocumentSource('genus', lng === 'en' ? genderQueryOptions : genusQueryOptions);
  return (
    <DocumentTab
      printSource={lng === 'en' ? null : 'genus'}
      variant={variant}
      pageTitle={t('genus.pageTitle')}
      heading={t('genus.heading')}
      state={state}
      severity={SEVERITY}
      texts={{
        loading: t('genus.loading'),
        error: t('genus.error'),
        unassessed: (name) => t('genus.unassessed', { name }),
      }}
      renderDocument={(document, headingLevel) => (
        <GenusCard document={document} headingLevel={headingLevel} />
      )}
      legend={<GenusLegend />}
    />
  );
}
