// Test support: a record's laboratory value as a FHIR R4 Observation with a LOINC code and a UCUM
// quantity, as a record system sends it to the CDS service and over SMART. Nothing in the product
// imports it.
import { LOINC_SYSTEM } from '../src/cds-patient.ts';

export const observation = (
  code: string,
  value: number,
  unit: string,
  date: string,
  status = 'final',
) => ({
  resourceType: 'Observation',
  status,
  code: { coding: [{ system: LOINC_SYSTEM, code }] },
  valueQuantity: { value, unit, code: unit, system: 'http://unitsofmeasure.org' },
  effectiveDateTime: date,
});
