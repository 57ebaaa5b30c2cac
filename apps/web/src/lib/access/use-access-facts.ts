import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCountryAllow } from './get-country-allow.ts';
import { useCountryBlock } from './get-country-block.ts';
import { useSourceStatus } from './get-source-status.ts';
import type { AccessFacts } from './access-facts.ts';
import { useCaller } from './caller.ts';
import { fertileWomanOf } from './fertile-woman.ts';

/** The access facts from the caller, the server and the URL, for the tabs and the calls. */
export function useAccessFacts(): AccessFacts {
  const { caller, grantedSources } = useCaller();
  const sources = useSourceStatus();
  const block = useCountryBlock();
  const allow = useCountryAllow();
  const [searchParams] = useSearchParams();
  const riskprofileLocked = searchParams.get('rl') === 'true';
  const fertileWoman = fertileWomanOf(searchParams);

  return useMemo(
    () => ({
      caller,
      grantedSources,
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
