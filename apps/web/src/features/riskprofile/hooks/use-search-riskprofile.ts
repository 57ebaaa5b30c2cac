import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAccessFacts } from '../../../lib/access/use-access-facts.ts';
import { useClearDepartedChoices } from '../../../lib/assessment/administration-choices.ts';
import { isEmptyList, useAssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { riskprofileQueryOptions } from '../api/get-riskprofile.ts';
import { isAssessmentOpen } from '../../../lib/access/assessment-open.ts';

/**
 * The riskprofile query of the search list in the URL: the one the tab bar starts too (same
 * key, one request per list), made only when the access decision is open.
 */
export function useSearchRiskprofile() {
  const list = useAssessmentList();
  const facts = useAccessFacts();
  const open = isAssessmentOpen('riskprofile', facts);
  const query = useQuery(riskprofileQueryOptions(list, open));
  return { list, open, query };
}

/**
 * Clears the administration choices of substances that have left the list (specification §4).
 * Used where every list change passes: the search layout.
 */
export function useClearDepartedRiskprofileChoices(): void {
  const { list, query } = useSearchRiskprofile();
  const empty = isEmptyList(list);
  const entries = query.data?.entries;
  const nslIds = useMemo(
    () => (empty ? [] : (entries?.map((entry) => entry.nslId) ?? null)),
    [empty, entries],
  );
  useClearDepartedChoices(nslIds);
}
