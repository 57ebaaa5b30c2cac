import type { SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';

/** The interactions source's page and print view. */
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
};
