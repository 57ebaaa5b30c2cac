import { renalResponseSchema } from '@medkompass/contracts/document-results.ts';
import type { AssessmentList } from './assessment-list.ts';
import { assessmentQueryOptions } from './assessment-call.ts';

export type RenalResponse = ReturnType<typeof renalResponseSchema.parse>;

/** GET /api/njurfunktion?nslIds=…&nplIds=…: one result per searched entry and the renal documents (recommendations per eGFR interval) they refer to. */
export const renalQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('njurfunktion', renalResponseSchema, list, enabled);
