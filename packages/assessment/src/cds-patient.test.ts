import { describe, expect, it } from 'vitest';
import type { CdsPrefetch } from '@medkompass/contracts/cds-hooks.ts';
import { cdsPatientOf, LOINC_SYSTEM } from './cds-patient.ts';

const NOW = new Date('2026-11-25T10:00:00Z');

const observation = (
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
const bundle = (...resources: object[]) => ({
  resourceType: 'Bundle' as const,
  entry: resources.map((resource) => ({ resource: resource as { resourceType: string } })),
});
const patientOf = (prefetch: Partial<CdsPrefetch>) => cdsPatientOf(prefetch, NOW).patient;

describe('cdsPatientOf', () => {
  it('converts creatinine from mg/dL (1 mg/dL = 88.42 µmol/L) and takes the newest final value', () => {
    const patient = patientOf({
      creatinine: bundle(
        observation('2160-0', 1.0, 'mg/dL', '2026-11-01'),
        observation('14682-9', 140, 'umol/L', '2026-09-01'),
        observation('14682-9', 300, 'umol/L', '2026-11-20', 'entered-in-error'),
      ),
    });
    expect(patient.creatinine).toBe(88);
    expect(patient.creatinineDate).toBe('2026-11-01');
  });

  it('ignores values in units it does not know, of other codes, and out of range', () => {
    const patient = patientOf({
      creatinine: bundle(
        observation('14682-9', 1.2, 'mg/L', '2026-11-20'),
        observation('2345-7', 90, 'umol/L', '2026-11-21'),
        observation('14682-9', 12, 'umol/L', '2026-11-22'),
      ),
    });
    expect(patient.creatinine).toBeNull();
  });

  it("prefers the laboratory's cystatin C eGFR to computing one from cystatin C", () => {
    const both = patientOf({
      cystatinC: bundle(
        observation('33863-2', 1.25, 'mg/L', '2026-11-18'),
        observation('50210-4', 54, 'mL/min/{1.73_m2}', '2026-11-18'),
      ),
    });
    expect(both).toMatchObject({
      cystatinEgfr: 54,
      cystatinC: null,
      cystatinEgfrDate: '2026-11-18',
    });
    const only = patientOf({
      cystatinC: bundle(observation('33863-2', 1.25, 'mg/L', '2026-11-18')),
    });
    expect(only).toMatchObject({ cystatinEgfr: null, cystatinC: 1.25 });
  });

  it('reads weight in grams and height in metres', () => {
    const patient = patientOf({
      weight: bundle(observation('29463-7', 72450, 'g', '2026-10-01')),
      height: bundle(observation('8302-2', 1.68, 'm', '2025-01-01')),
    });
    expect(patient).toMatchObject({ weight: 72.5, height: 168, weightDate: '2026-10-01' });
  });

  it('keeps the birth year of adults only, as the app does, and the fertile age 13–55 of women', () => {
    const of = (gender: 'female' | 'male', birthDate: string) =>
      cdsPatientOf({ patient: { resourceType: 'Patient', gender, birthDate } }, NOW);
    expect(of('female', '1971-12-31')).toMatchObject({
      fertileWoman: true,
      patient: { birthYear: 1971, gender: 'FEMALE' },
    });
    expect(of('female', '1970-01-01').fertileWoman).toBe(false);
    // 16 years old: fertile, but the renal rules are for adults, so no birth year for them.
    expect(of('female', '2010-05')).toMatchObject({
      fertileWoman: true,
      patient: { birthYear: null },
    });
    expect(of('male', '1990').fertileWoman).toBe(false);
    expect(cdsPatientOf({}, NOW)).toMatchObject({
      fertileWoman: false,
      patient: { birthYear: null, gender: null },
    });
  });
});
