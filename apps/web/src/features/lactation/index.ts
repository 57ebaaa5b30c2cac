import type { SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';

/** The lactation source's page and document page. */
export const lactationSource: SourceDescriptor = {
  id: 'lactation',
  page: async () => {
    const { LactationView } = await import('./components/lactation-view.tsx');
    return { Component: LactationView };
  },
  print: null,
  document: async () => {
    const { LactationDocumentPage } = await import('./components/lactation-document-page.tsx');
    return { Component: LactationDocumentPage };
  },
};
