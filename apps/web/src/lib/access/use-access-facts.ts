import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCountryAllow } from './get-country-allow.ts';
import { useCountryBlock } from './get-country-block.ts';
import { useSourceStatus } from './get-source-status.ts';
import type { AccessFacts } from './access-facts.ts';
import { fertileWomanOf } from './fertile-woman.ts';

/** The access facts from the server and the URL, for the tabs and the assessment calls. */
export function useAccessFacts(): AccessFacts {
  const sources = useSourceStatus();
  const block = useCountryBlock();
  const allow = useCountryAllow();
  const [searchParams] = useSearchParams();
  const riskprofileLocked = searchParams.get('rl') === 'true';
  const fertileWoman = fertileWomanOf(searchParams);

  return useMemo(
    () => ({
      activeSources: sources.data
        ? new Map(sources.data.map(({ source, active }) => [source, active]))
        : null,
      countryBlocked: block.data ?? null,
      countryAllowed: allow.data ?? null,
      riskprofileLocked,
      fertileWoman,
    }),
    [sources.data, block.data, allow.data, riskprofileLocked, fertileWoman],
  );
}
