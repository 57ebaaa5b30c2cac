import type { SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';

/** The interactions source's pages; /interaktioner/substance/{search?} sets the search list. */
export const interactionsSource: SourceDescriptor = {
  id: 'interactions',
  page: async () => {
    const { InteractionsView } = await import('./components/interactions-view.tsx');
    return { Component: InteractionsView };
  },
  print: async () => {
    const { InteractionsPrintView } = await import('./components/interactions-print-view.tsx');
    return { Component: InteractionsPrintView };
  },
  searchPaths: ['substance/:search?'],
};
