import type { genusResponseSchema } from '@medkompass/contracts/document-results.ts';
import type { AssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { assessmentQueryOptions } from '../../../lib/assessment/assessment-call.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadGenusResponseSchema = () =>
  import('@medkompass/contracts/document-results.ts').then(
    (contract) => contract.genusResponseSchema,
  );

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadGenderResponseSchema = () =>
  import('@medkompass/contracts/document-results.ts').then(
    (contract) => contract.genderResponseSchema,
  );

export type GenusResponse = ReturnType<typeof genusResponseSchema.parse>;

/** GET /api/genus?nslIds=…&nplIds=…: one result per searched entry and the Swedish sex-and-gender documents they refer to. */
export const genusQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('genus', loadGenusResponseSchema, list, enabled);

/** GET /api/gender?nslIds=…&nplIds=…: the same, with the English documents (/en/sexandgender). */
export const genderQueryOptions = (list: AssessmentList, enabled: boolean) =>
  assessmentQueryOptions('genus', loadGenderResponseSchema, list, enabled, 'en');
