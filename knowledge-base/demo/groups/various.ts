// The various drug group of the demo knowledge base (format: group-types.ts). Demo data written by
// the Medkompass team from general pharmacological knowledge; not for clinical use.

import type { DrugGroup } from './group-types.ts';

export const VARIOUS: DrugGroup = {
  name: 'various',
  productNumbers: [2000, 2199],
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
