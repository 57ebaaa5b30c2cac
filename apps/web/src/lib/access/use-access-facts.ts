import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import type { SourceStatus } from '@medkompass/contracts/general.ts';
import { useCountryAllow } from './get-country-allow.ts';
import { useCountryBlock } from './get-country-block.ts';
import { useSourceStatus } from './get-source-status.ts';
import { callerOf, useSession } from '../session/use-session.ts';
import type { SessionState } from '../session/session-store.ts';
import type { AccessFacts } from './access-facts.ts';
import { fertileWomanOf } from './fertile-woman.ts';

/** What the access facts are read from; an answer not in yet is undefined. */
export interface AccessInputs {
  session: SessionState;
  sourceStatus: readonly SourceStatus[] | undefined;
  countryBlocked: boolean | undefined;
  countryAllowed: boolean | undefined;
  searchParams: URLSearchParams;
  now: Date;
}

/** The access facts from the session, the server's answers and the URL. */
export function accessFactsOf(inputs: AccessInputs): AccessFacts {
  const caller = callerOf(inputs.session);
  return {
    caller,
    grantedSources: caller === 'anonymous' ? [] : (inputs.session.user?.sources ?? []),
    activeSources: inputs.sourceStatus
      ? new Map(inputs.sourceStatus.map(({ source, active }) => [source, active]))
      : null,
    countryBlocked: inputs.countryBlocked ?? null,
    countryAllowed: inputs.countryAllowed ?? null,
    riskprofileLocked: inputs.searchParams.get(INTEGRATED_PARAMS.lockRiskprofile) === 'true',
    fertileWoman: fertileWomanOf(inputs.searchParams, inputs.now),
  };
}

/**
 * The access facts from the session, the server and the URL, for the tabs, the assessment calls
 * and the guarded pages: every tab state follows login through the one decision, sourceAccess.
 */
export function useAccessFacts(): AccessFacts {
  const session = useSession();
  const sourceStatus = useSourceStatus().data;
  const countryBlocked = useCountryBlock().data;
  const countryAllowed = useCountryAllow().data;
  const [searchParams] = useSearchParams();
  return useMemo(
    () =>
      accessFactsOf({
        session,
        sourceStatus,
        countryBlocked,
        countryAllowed,
        searchParams,
        now: new Date(),
      }),
    [session, sourceStatus, countryBlocked, countryAllowed, searchParams],
  );
}
