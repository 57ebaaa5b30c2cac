import { describe, expect, it } from 'vitest';
import type { CdsPrefetch } from '@medkompass/contracts/cds-hooks.ts';
import { cdsPatientOf, LOINC_SYSTEM } from './cds-patient.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const CREATININE = '14682-9';

const creatinine = (value: number, when: Record<string, unknown>, extra: object = {}) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: LOINC_SYSTEM, code: CREATININE }] },
  valueQuantity: { value, unit: 'µmol/L' },
  ...when,
  ...extra,
});
const bundle = (...resources: object[]) => ({
  resourceType: 'Bundle' as const,
  entry: resources.map((resource) => ({ resource: resource as { resourceType: string } })),
});
const read = (prefetch: Partial<CdsPrefetch>) => cdsPatientOf(prefetch, NOW);
const creatinineOf = (...resources: object[]) => {
  const { patient, gaps } = read({ creatinine: bundle(...resources) });
  return {
    value: patient.creatinine,
    date: patient.creatinineDate,
    unused: gaps.unused.creatinine,
  };
};

describe('cdsPatientOf: which Observation is read', () => {
  it('codes measures in LOINC only, and reads an Observation when any of its codings names the measure', () => {
    expect(LOINC_SYSTEM).toBe('http://loinc.org');
    const otherSystem = creatinine(
      100,
      { effectiveDateTime: '2026-11-20' },
      {
        code: { coding: [{ system: 'http://snomed.info/sct', code: CREATININE }] },
      },
    );
    expect(creatinineOf(otherSystem).value).toBeNull();
    const twoCodings = creatinine(
      100,
      { effectiveDateTime: '2026-11-20' },
      {
        code: {
          coding: [
            { system: 'http://snomed.info/sct', code: '113075003' },
            { system: LOINC_SYSTEM, code: CREATININE },
          ],
        },
      },
    );
    expect(creatinineOf(twoCodings).value).toBe(100);
    const notObservation = {
      ...creatinine(100, { effectiveDateTime: '2026-11-20' }),
      resourceType: 'DiagnosticReport',
    };
    expect(creatinineOf(notObservation).value).toBeNull();
  });

  it('dates a value by its effective time, else its issue time, to the day; a date it cannot read is no date', () => {
    expect(
      creatinineOf(creatinine(100, { effectiveDateTime: '2026-11-20T08:30:00+01:00' })).date,
    ).toBe('2026-11-20');
    expect(creatinineOf(creatinine(100, { issued: '2026-11-19T12:00:00Z' })).date).toBe(
      '2026-11-19',
    );
    expect(
      creatinineOf(
        creatinine(100, { effectivePeriod: { start: '2026-11-18' }, issued: '2026-11-19' }),
      ).date,
    ).toBe('2026-11-19');
    expect(creatinineOf(creatinine(100, { effectiveDateTime: '2026-11' })).date).toBeNull();
  });

  it('takes the newest dated value, an undated one only without any, and skips cancelled results', () => {
    expect(
      creatinineOf(
        creatinine(90, {}),
        creatinine(110, { effectiveDateTime: '2026-10-01' }),
        creatinine(120, { effectiveDateTime: '2026-11-01' }),
        creatinine(130, { effectiveDateTime: '2026-09-01' }),
        creatinine(140, { effectiveDateTime: '2026-11-10' }, { status: 'cancelled' }),
      ),
    ).toEqual({ value: 120, date: '2026-11-01', unused: undefined });
    expect(creatinineOf(creatinine(90, {})).value).toBe(90);
  });

  it('names an unusable value only when it is newer than the value used', () => {
    const preliminary = (date: string) =>
      creatinine(150, { effectiveDateTime: date }, { status: 'preliminary' });
    const used = creatinine(120, { effectiveDateTime: '2026-11-01' });
    expect(creatinineOf(used, preliminary('2026-11-01')).unused).toBeUndefined();
    expect(creatinineOf(used, preliminary('2026-11-02')).unused).toEqual({
      problem: 'preliminary',
      date: '2026-11-02',
    });
  });

  it('reads a unit written with spaces', () => {
    expect(
      creatinineOf(
        creatinine(
          1,
          { effectiveDateTime: '2026-11-20' },
          { valueQuantity: { value: 1, unit: 'mg / dL' } },
        ),
      ).value,
    ).toBe(88);
  });

  it('dates a computed cystatin C and a height by their own samples', () => {
    const observation = (code: string, value: number, unit: string, date: string) => ({
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: LOINC_SYSTEM, code }] },
      valueQuantity: { value, unit },
      effectiveDateTime: date,
    });
    const { patient } = read({
      cystatinC: bundle(observation('33863-2', 1.3, 'mg/L', '2026-11-12')),
      height: bundle(observation('8302-2', 172, 'cm', '2025-03-04')),
    });
    expect(patient).toMatchObject({
      cystatinC: 1.3,
      cystatinEgfrDate: '2026-11-12',
      height: 172,
      heightDate: '2025-03-04',
    });
  });
});
