import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CDS_PREFETCH_KEYS, type CdsPrefetch } from '@medkompass/contracts/cds-hooks.ts';
import { cdsPatientOf, LOINC_SYSTEM, unfilledPrefetchKeys } from './cds-patient.ts';
import { observation } from '../testing/fhir-observations.ts';

const NOW = new Date('2026-11-25T10:00:00Z');

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

describe('cdsPatientOf: units as record systems write them', () => {
  const creatinineIn = (value: number, unit: string) =>
    patientOf({ creatinine: bundle(observation('14682-9', value, unit, '2026-11-20')) }).creatinine;

  it('reads creatinine in µmol/L and mg/dL whatever the case and the micro sign', () => {
    for (const unit of ['µmol/L', 'μmol/L', 'umol/L', 'umol/l', 'UMOL/L', 'µmol/l'])
      expect(creatinineIn(120, unit), unit).toBe(120);
    // The unit decides the conversion, whichever creatinine code the laboratory used.
    for (const unit of ['mg/dL', 'mg/dl', 'MG/DL']) expect(creatinineIn(1.5, unit), unit).toBe(133);
  });

  it('reads a unit in any mix of upper and lower case as its UCUM spelling (property)', () => {
    const accepted = fc.constantFrom(['umol/L', 120], ['µmol/L', 120], ['mg/dL', 1.5] as const);
    const caseMix = fc.array(fc.boolean(), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(accepted, caseMix, ([unit, value], upper) => {
        const mixed = Array.from(unit, (c, i) =>
          upper[i] ? c.toUpperCase() : c.toLowerCase(),
        ).join('');
        expect(creatinineIn(value, mixed)).toBe(creatinineIn(value, unit));
      }),
    );
  });
});

describe('cdsPatientOf: why a value the request carried was not used', () => {
  const unusedCreatinine = (...resources: object[]) =>
    cdsPatientOf({ creatinine: bundle(...resources) }, NOW).gaps.unused.creatinine;

  it('names a unit it cannot read, and a value outside the accepted range in our unit', () => {
    expect(unusedCreatinine(observation('14682-9', 1.2, 'mmol/dl', '2026-11-20'))).toEqual({
      problem: 'unit',
      value: 1.2,
      unit: 'mmol/dl',
      date: '2026-11-20',
    });
    expect(unusedCreatinine(observation('14682-9', 1e9, 'umol/L', '2026-11-20'))).toEqual({
      problem: 'range',
      value: 1e9,
      unit: 'umol/L',
      converted: 1e9,
      date: '2026-11-20',
    });
    expect(unusedCreatinine(observation('2160-0', 40, 'mg/dL', '2026-11-20'))).toMatchObject({
      problem: 'range',
      converted: 3537,
    });
  });

  it('names an Observation without a value, with a value of another type, or only preliminary', () => {
    const noValue = {
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: LOINC_SYSTEM, code: '14682-9' }] },
      effectiveDateTime: '2026-11-20',
    };
    expect(unusedCreatinine(noValue)).toEqual({ problem: 'noValue', date: '2026-11-20' });
    const textValue = {
      ...noValue,
      valueQuantity: { value: '120', unit: 'umol/L' },
      effectiveDateTime: '2026-11-21',
    };
    expect(unusedCreatinine(textValue)).toEqual({ problem: 'noValue', date: '2026-11-21' });
    expect(
      unusedCreatinine(observation('14682-9', 120, 'umol/L', '2026-11-20', 'preliminary')),
    ).toEqual({ problem: 'preliminary', date: '2026-11-20' });
  });

  it('uses an older value it can read, and names the newer one it could not', () => {
    const { patient, gaps } = cdsPatientOf(
      {
        creatinine: bundle(
          observation('14682-9', 110, 'umol/L', '2026-10-01'),
          observation('14682-9', 1.3, 'mg/L', '2026-11-20'),
        ),
      },
      NOW,
    );
    expect(patient).toMatchObject({ creatinine: 110, creatinineDate: '2026-10-01' });
    expect(gaps.unused.creatinine).toMatchObject({ problem: 'unit', date: '2026-11-20' });
    // An unusable value older than the one used is no news.
    const older = cdsPatientOf(
      {
        creatinine: bundle(
          observation('14682-9', 1.3, 'mg/L', '2026-09-01'),
          observation('14682-9', 110, 'umol/L', '2026-10-01'),
        ),
      },
      NOW,
    );
    expect(older.gaps.unused).toEqual({});
  });

  it('says why the birth year or gender is unknown', () => {
    const gapsOf = (patient: Record<string, string>) =>
      cdsPatientOf({ patient: { resourceType: 'Patient', ...patient } }, NOW).gaps;
    expect(gapsOf({})).toMatchObject({ birthYear: 'missing', gender: 'missing' });
    expect(gapsOf({ birthDate: '2012-01-01', gender: 'unknown' })).toMatchObject({
      birthYear: 'notAdult',
      gender: 'otherOrUnknown',
    });
    expect(gapsOf({ birthDate: '1950-01-01', gender: 'male' })).toMatchObject({
      birthYear: null,
      gender: null,
    });
  });
});

describe('unfilledPrefetchKeys', () => {
  const empty = { resourceType: 'Bundle' as const, entry: [] };

  it('counts omitted keys, and null as filled with nothing found', () => {
    expect(unfilledPrefetchKeys({ activeMedications: empty, creatinine: null })).toEqual([
      'patient',
      'cystatinC',
      'weight',
      'height',
    ]);
  });

  it('counts a null Patient, and a prefetch of nothing but nulls, as not filled', () => {
    const allNull = Object.fromEntries(CDS_PREFETCH_KEYS.map((key) => [key, null]));
    expect(unfilledPrefetchKeys(allNull)).toEqual([...CDS_PREFETCH_KEYS]);
    expect(unfilledPrefetchKeys({ ...allNull, activeMedications: empty })).toEqual(['patient']);
    expect(cdsPatientOf(allNull, NOW).gaps.notSent).toEqual([...CDS_PREFETCH_KEYS]);
  });
});
