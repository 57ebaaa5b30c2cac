import { sourceAssessment, type SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';
import { interactionDataQueryOptions } from './api/get-interaction-data.ts';
import { interactionsBadge } from './interactions-badge.ts';

/** The interactions source's call, badge, page and print view. */
export const interactionsSource: SourceDescriptor = {
  id: 'interactions',
  assessment: sourceAssessment(interactionDataQueryOptions, interactionsBadge),
  page: async () => {
    const { InteractionsView } = await import('./components/interactions-view.tsx');
    return { Component: InteractionsView };
  },
  print: async () => {
    const { InteractionsPrintView } = await import('./components/interactions-print-view.tsx');
    return { Component: InteractionsPrintView };
  },
};
