import { isOpen, sourceAccess } from '@medkompass/assessment/source-access.ts';
import { tabContextOf } from '../../../lib/access/access-facts.ts';
import { useAccessFacts } from '../../../lib/access/use-access-facts.ts';
import { RiskprofileLocked } from './riskprofile-locked.tsx';
import { RiskprofileView } from './riskprofile-view.tsx';

/**
 * /riskprofil/utskrift: the riskprofile for print, on the tab's own access decision (the router's
 * guard already sends a caller without access away; this keeps the page itself from ever
 * showing the profile when the decision is closed).
 */
export function RiskprofilePrintView() {
  const access = sourceAccess('riskprofile', tabContextOf(useAccessFacts(), 'riskprofile', true));
  return isOpen(access) ? (
    <RiskprofileView variant="print" />
  ) : (
    <RiskprofileLocked reason={access.reason} />
  );
}
