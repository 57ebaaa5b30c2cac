import { useQuery } from '@tanstack/react-query';
import type { AssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { assessmentQueryOptions } from '../../../lib/assessment/assessment-call.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadInteractionDataResponseSchema = () =>
  import('@medkompass/contracts/interaction-assessment.ts').then(
    (contract) => contract.interactionDataResponseSchema,
  );

/**
 * GET /api/interaction/dataByNslIds?nslIds=…&nplIds=…: per searched entry whether the interaction
 * source has assessed it, and every assessed pair with the entries that bring its two sides in.
 * It holds the pairs, so /api/interaction is not called as well. Products go as products, so
 * the server applies the classification of their drug forms.
 */
export const interactionDataQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('interactions', loadInteractionDataResponseSchema, list, enabled);

export function useInteractionData(list: AssessmentList, enabled: boolean) {
  return useQuery(interactionDataQueryOptions(list, enabled));
}
