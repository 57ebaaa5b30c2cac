import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCountryAllow } from './get-country-allow.ts';
import { useCountryBlock } from './get-country-block.ts';
import { useSourceStatus } from './get-source-status.ts';
import { callerOf, useSession } from '../session/use-session.ts';
import type { AccessFacts } from './access-facts.ts';
import { fertileWomanOf } from './fertile-woman.ts';

/**
 * The access facts from the session, the server and the URL, for the tabs, the assessment calls
 * and the guarded pages: every tab state follows login through the one decision, sourceAccess.
 */
export function useAccessFacts(): AccessFacts {
  const state = useSession();
  const caller = callerOf(state);
  const grantedSources = state.user?.sources;
  const sources = useSourceStatus();
  const block = useCountryBlock();
  const allow = useCountryAllow();
  const [searchParams] = useSearchParams();
  const riskprofileLocked = searchParams.get('rl') === 'true';
  const fertileWoman = fertileWomanOf(searchParams, new Date());

  return useMemo(
    () => ({
      caller,
      grantedSources: caller === 'anonymous' ? [] : (grantedSources ?? []),
      activeSources: sources.data
        ? new Map(sources.data.map(({ source, active }) => [source, active]))
        : null,
      countryBlocked: block.data ?? null,
      countryAllowed: allow.data ?? null,
      riskprofileLocked,
      fertileWoman,
    }),
    [caller, grantedSources, sources.data, block.data, allow.data, riskprofileLocked, fertileWoman],
  );
}
