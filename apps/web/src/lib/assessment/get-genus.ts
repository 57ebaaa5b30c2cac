import { genusResponseSchema } from '@medkompass/contracts/document-results.ts';
import type { AssessmentList } from './assessment-list.ts';
import { assessmentQueryOptions } from './assessment-call.ts';

export type GenusResponse = ReturnType<typeof genusResponseSchema.parse>;

/** GET /api/genus?nslIds=…&nplIds=…: one result per searched entry and the Swedish sex-and-gender documents they refer to. */
export const genusQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('genus', genusResponseSchema, list, enabled);
