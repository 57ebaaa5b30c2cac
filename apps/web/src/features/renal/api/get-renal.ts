import type { AssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { assessmentQueryOptions } from '../../../lib/assessment/assessment-call.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadRenalResponseSchema = () =>
  import('@medkompass/contracts/document-results.ts').then(
    (contract) => contract.renalResponseSchema,
  );

export type { RenalResponse } from '@medkompass/contracts/document-results.ts';

/** GET /api/njurfunktion?nslIds=…&nplIds=…: one result per searched entry and the renal documents (recommendations per eGFR interval) they refer to. */
export const renalQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('njurfunktion', loadRenalResponseSchema, list, enabled);
