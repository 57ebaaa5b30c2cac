import { birthDefectResponseSchema } from '@medkompass/contracts/document-results.ts';
import type { AssessmentList } from './assessment-list.ts';
import { assessmentQueryOptions } from './assessment-call.ts';

export type BirthDefectResponse = ReturnType<typeof birthDefectResponseSchema.parse>;

/** GET /api/birthdefect?nslIds=…&nplIds=…: one result per searched entry and the fetal-impact documents they refer to. */
export const birthDefectQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('birthdefect', birthDefectResponseSchema, list, enabled);
