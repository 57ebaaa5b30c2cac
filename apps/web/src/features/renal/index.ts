import { sourceAssessment, type SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';
import { renalQueryOptions } from './api/get-renal.ts';
import { renalBadge } from './renal-badge.ts';

/** The renal-function source's call, badge, page and print view. */
export const renalSource: SourceDescriptor = {
  id: 'njurfunktion',
  // Without a search the tab still shows the patient's class ('-', or X in integrated mode).
  assessment: sourceAssessment(renalQueryOptions, renalBadge, (context) =>
    renalBadge(null, context),
  ),
  page: async () => {
    const { RenalView } = await import('./components/renal-view.tsx');
    return { Component: RenalView };
  },
  print: async () => {
    const { RenalPrintView } = await import('./components/renal-print-view.tsx');
    return { Component: RenalPrintView };
  },
};
