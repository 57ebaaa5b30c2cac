// Test support: a patient the record says nothing about, the starting point of every test that
// adds one value at a time. Nothing in the product imports it.
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';

export const NO_PATIENT: IntegratedPatient = {
  birthYear: null,
  gender: null,
  weight: null,
  height: null,
  creatinine: null,
  cystatinEgfr: null,
  cystatinC: null,
  measuredGfr: null,
  creatinineDate: null,
  cystatinEgfrDate: null,
  weightDate: null,
  heightDate: null,
};
