import {
  genderResponseSchema,
  genusResponseSchema,
} from '@medkompass/contracts/document-results.ts';
import type { AssessmentList } from './assessment-list.ts';
import { assessmentQueryOptions } from './assessment-call.ts';

export type GenusResponse = ReturnType<typeof genusResponseSchema.parse>;

/** GET /api/genus?nslIds=…&nplIds=…: one result per searched entry and the Swedish sex-and-gender documents they refer to. */
export const genusQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('genus', genusResponseSchema, list, enabled);

/** GET /api/gender?nslIds=…&nplIds=…: the same, with the English documents (/en/sexandgender). */
export const genderQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('genus', genderResponseSchema, list, enabled, 'en');
