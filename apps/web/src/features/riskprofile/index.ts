import { sourceAssessment, type SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';
import { readAdministrationChoices } from '../../lib/assessment/administration-choices.ts';
import { riskprofileQueryOptions } from './api/get-riskprofile.ts';
import { riskprofileBadge } from './riskprofile-badge.ts';

/**
 * The riskprofile source's call, badge, page and print view: each the view, or why the access
 * decision is closed.
 */
export const riskprofileSource: SourceDescriptor = {
  id: 'riskprofile',
  // Made only when the access decision is open (specification §4: 'Riskprofile is computed only
  // when logged in and not locked'); the badge follows the administrations chosen in the URL.
  assessment: sourceAssessment(riskprofileQueryOptions, (data, context) =>
    riskprofileBadge(data, readAdministrationChoices(context.params)),
  ),
  page: async () => {
    const { RiskprofileRoute } = await import('./components/riskprofile-route.tsx');
    return { Component: RiskprofileRoute };
  },
  print: async () => {
    const { RiskprofilePrintView } = await import('./components/riskprofile-print-view.tsx');
    return { Component: RiskprofilePrintView };
  },
};
