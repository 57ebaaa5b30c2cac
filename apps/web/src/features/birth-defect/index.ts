import { sourceAssessment, type SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';
import { birthDefectQueryOptions } from './api/get-birth-defect.ts';
import { birthDefectBadge } from './birth-defect-badge.ts';

/** The fetal-impact source's call, badge, page, print view and document page. */
export const birthDefectSource: SourceDescriptor = {
  id: 'birthdefect',
  assessment: sourceAssessment(birthDefectQueryOptions, birthDefectBadge),
  page: async () => {
    const { BirthDefectView } = await import('./components/birth-defect-view.tsx');
    return { Component: BirthDefectView };
  },
  print: async () => {
    const { BirthDefectPrintView } = await import('./components/birth-defect-print-view.tsx');
    return { Component: BirthDefectPrintView };
  },
  document: async () => {
    const { BirthDefectDocumentPage } = await import('./components/birth-defect-document-page.tsx');
    return { Component: BirthDefectDocumentPage };
  },
};
