import { lactationResponseSchema } from '@medkompass/contracts/document-results.ts';
import type { AssessmentList } from './assessment-list.ts';
import { assessmentQueryOptions } from './assessment-call.ts';

export type LactationResponse = ReturnType<typeof lactationResponseSchema.parse>;

/** GET /api/lactation?nslIds=…&nplIds=…: one result per searched entry and the lactation documents they refer to. */
export const lactationQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('lactation', lactationResponseSchema, list, enabled);
