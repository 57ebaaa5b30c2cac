import {
  sourceAssessment,
  type LazyComponent,
  type SourceDescriptor,
} from '../../lib/assessment/source-descriptor.ts';
import { genusQueryOptions } from './api/get-genus.ts';
import { genusTabBadge } from './genus-badge.ts';

/** One document's page; the English routes (/en/sexandgender/{document}) show it too. */
export const genusDocumentPage: LazyComponent = async () => {
  const { GenusDocumentPage } = await import('./components/genus-document-page.tsx');
  return { Component: GenusDocumentPage };
};

/** The sex-and-gender source's call, badge, page, print view and document page, Swedish and English (/en/sexandgender). */
export const genusSource: SourceDescriptor = {
  id: 'genus',
  assessment: sourceAssessment(genusQueryOptions, genusTabBadge),
  page: async () => {
    const { GenusView } = await import('./components/genus-view.tsx');
    return { Component: GenusView };
  },
  print: async () => {
    const { GenusPrintView } = await import('./components/genus-print-view.tsx');
    return { Component: GenusPrintView };
  },
  document: genusDocumentPage,
};
