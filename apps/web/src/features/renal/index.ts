import type { SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';

/** The renal-function source's page. */
export const renalSource: SourceDescriptor = {
  id: 'njurfunktion',
  page: async () => {
    const { RenalView } = await import('./components/renal-view.tsx');
    return { Component: RenalView };
  },
  print: null,
};
