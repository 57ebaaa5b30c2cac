import type { lactationResponseSchema } from '@medkompass/contracts/document-results.ts';
import type { AssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { assessmentQueryOptions } from '../../../lib/assessment/assessment-call.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadLactationResponseSchema = () =>
  import('@medkompass/contracts/document-results.ts').then(
    (contract) => contract.lactationResponseSchema,
  );

export type LactationResponse = ReturnType<typeof lactationResponseSchema.parse>;

/** GET /api/lactation?nslIds=…&nplIds=…: one result per searched entry and the lactation documents they refer to. */
export const lactationQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('lactation', loadLactationResponseSchema, list, enabled);
