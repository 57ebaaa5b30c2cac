// The infections drug group of the demo knowledge base (format: group-types.ts). Demo data written by
// the Medkompass team from general pharmacological knowledge; not for clinical use.

import type { DrugGroup } from './group-types.ts';

export const INFECTIONS: DrugGroup = {
  name: 'infections',
  productNumbers: [1600, 1799],
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
