import type { SourceDescriptor } from '../../lib/assessment/source-descriptor.ts';

/** The riskprofile source's page: the view, or why the access decision is closed. */
export const riskprofileSource: SourceDescriptor = {
  id: 'riskprofile',
  page: async () => {
    const { RiskprofileRoute } = await import('./components/riskprofile-route.tsx');
    return { Component: RiskprofileRoute };
  },
  print: null,
};
