import { sourceAssessment, type SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';
import { lactationQueryOptions } from './api/get-lactation.ts';
import { lactationBadge } from './lactation-badge.ts';

/** The lactation source's call, badge, page, print view and document page. */
export const lactationSource: SourceDescriptor = {
  id: 'lactation',
  assessment: sourceAssessment(lactationQueryOptions, lactationBadge),
  page: async () => {
    const { LactationView } = await import('./components/lactation-view.tsx');
    return { Component: LactationView };
  },
  print: async () => {
    const { LactationPrintView } = await import('./components/lactation-print-view.tsx');
    return { Component: LactationPrintView };
  },
  document: async () => {
    const { LactationDocumentPage } = await import('./components/lactation-document-page.tsx');
    return { Component: LactationDocumentPage };
  },
};
