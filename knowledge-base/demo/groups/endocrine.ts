// The endocrine drug group of the demo knowledge base (format: group-types.ts). Demo data written by
// the Medkompass team from general pharmacological knowledge; not for clinical use.

import type { DrugGroup } from './group-types.ts';

export const ENDOCRINE: DrugGroup = {
  name: 'endocrine',
  productNumbers: [1800, 1999],
  substances: [],
  products: [],
  classes: {},
  renal: [],
  lactation: [],
  birthDefect: [],
  genus: [],
  gender: [],
  riskValues: {},
  sideEffects: {},
  interactions: [],
};
