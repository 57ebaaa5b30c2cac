import type { SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';

/** The fetal-impact source's page and document page. */
export const birthDefectSource: SourceDescriptor = {
  id: 'birthdefect',
  page: async () => {
    const { BirthDefectView } = await import('./components/birth-defect-view.tsx');
    return { Component: BirthDefectView };
  },
  print: null,
  document: async () => {
    const { BirthDefectDocumentPage } = await import('./components/birth-defect-document-page.tsx');
    return { Component: BirthDefectDocumentPage };
  },
};
