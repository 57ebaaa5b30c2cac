import { isOpen, sourceAccess } from '@medkompass/assessment/source-access.ts';
import { RiskprofileLocked } from './riskprofile-locked.tsx';
import { RiskprofileView } from './riskprofile-view.tsx';
import { tabContextOf } from '../../../lib/access/access-facts.ts';
import { useAccessFacts } from '../../../lib/access/use-access-facts.ts';

/**
 * /riskprofil: the view when the access decision for riskprofile is open (a session granted the
 * source, not locked by rl=true, switched on), else why it is closed. The decision is the one the
 * tab and the server make (packages/assessment sourceAccess).
 */
export function RiskprofileRoute() {
  const access = sourceAccess('riskprofile', tabContextOf(useAccessFacts(), 'riskprofile', true));
  return isOpen(access) ? <RiskprofileView /> : <RiskprofileLocked reason={access.reason} />;
}
