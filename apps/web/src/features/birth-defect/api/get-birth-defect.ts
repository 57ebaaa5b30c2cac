import type { birthDefectResponseSchema } from '@medkompass/contracts/document-results.ts';
import type { AssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { assessmentQueryOptions } from '../../../lib/assessment/assessment-call.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadBirthDefectResponseSchema = () =>
  import('@medkompass/contracts/document-results.ts').then(
    (contract) => contract.birthDefectResponseSchema,
  );

export type BirthDefectResponse = ReturnType<typeof birthDefectResponseSchema.parse>;

/** GET /api/birthdefect?nslIds=…&nplIds=…: one result per searched entry and the fetal-impact documents they refer to. */
export const birthDefectQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('birthdefect', loadBirthDefectResponseSchema, list, enabled);
