import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  integratedUrlParams,
  kidneyFunctionInputOf,
  parseIntegratedUrl,
} from './integrated-mode-url.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const parse = (query: string) => parseIntegratedUrl(new URLSearchParams(query), NOW);

describe('parseIntegratedUrl (DESIGN Integrated mode)', () => {
  it('reads a full record-system URL', () => {
    const result = parse(
      'jmi=true&t=abc.def-1&nplIds=99000000000001&nplIds=99000000000003&nslIds=IDDEMOWARFARIN' +
        '&birthYear=1964&gender=F&weight=72,5&height=165&krea=88&kreadate=261120' +
        '&cyscegfr=70&cyscegfrdate=261118&weightdate=261001&lengthdate=250101&rl=true&isFertile=false&unidentified=2',
    );
    expect(result).toEqual({
      integrated: true,
      token: 'abc.def-1',
      nplIds: ['99000000000001', '99000000000003'],
      nslIds: ['IDDEMOWARFARIN'],
      patient: {
        birthYear: 1964,
        gender: 'FEMALE',
        weight: 72.5,
        height: 165,
        creatinine: 88,
        cystatinEgfr: 70,
        cystatinC: null,
        measuredGfr: null,
        creatinineDate: '2026-11-20',
        cystatinEgfrDate: '2026-11-18',
        weightDate: '2026-10-01',
        heightDate: '2025-01-01',
      },
      lockRiskprofile: true,
      isNotFertile: true,
      unidentified: 2,
      interval: null,
      problems: [],
    });
  });

  it('reads what the renal form adds: cystatin C in mg/L, a measured GFR and the chosen interval', () => {
    const result = parse('cysc=1,25&gfr=38&interval=30-59&cyscegfrdate=261118');
    expect(result.patient).toMatchObject({
      cystatinC: 1.25,
      measuredGfr: 38,
      cystatinEgfrDate: '2026-11-18',
    });
    expect(result.interval).toBe('30–59');
    const bad = parse('cysc=12&gfr=0&interval=30-60');
    expect(bad.patient).toMatchObject({ cystatinC: null, measuredGfr: null });
    expect(bad.interval).toBeNull();
    expect(bad.problems.map((p) => [p.parameter, p.reason])).toEqual([
      ['cysc', 'Ange ett värde mellan 0,3 och 10 mg/L'],
      ['gfr', 'Ange ett värde mellan 1 och 200 mL/min'],
      ['interval', 'Okänt eGFR-intervall'],
    ]);
  });

  it('gives the renal rules the patient with dates as dates', () => {
    const { patient } = parse(
      'birthYear=1964&gender=f&weight=45&height=156&krea=63&kreadate=261120&cyscegfr=70&cysc=1,1&gfr=40',
    );
    expect(kidneyFunctionInputOf(patient)).toEqual({
      refusedCreatinine: null,
      birthYear: 1964,
      gender: 'FEMALE',
      weight: 45,
      height: 156,
      creatinine: 63,
      creatinineDate: new Date('2026-11-20'),
      creatinineDateRefused: false,
      relativeCystatinEGFR: 70,
      relativeCystatinEGFRDate: null,
      cystatinDateRefused: false,
      cystatinC: 1.1,
      manualAbsoluteEGFR: 40,
    });
  });

  it('names a creatinine that was given but refused, never as simply missing', () => {
    const refusedAs = (krea: string) => {
      const { patient, problems } = parse(`birthYear=1964&gender=f&krea=${krea}`);
      return kidneyFunctionInputOf(patient, problems).refusedCreatinine;
    };
    expect(refusedAs('20')).toBe('outOfRange');
    expect(refusedAs('2500')).toBe('outOfRange');
    expect(refusedAs('29,9')).toBe('outOfRange');
    expect(refusedAs('30')).toBeNull();
    expect(refusedAs('2000')).toBeNull();
    expect(refusedAs('abc')).toBe('notANumber');
    // A problem with another parameter leaves creatinine alone.
    const { patient, problems } = parse('birthYear=1964&gender=f&weight=3');
    expect(kidneyFunctionInputOf(patient, problems).refusedCreatinine).toBeNull();
  });

  // ADR 57: a record system's date is yymmdd; the form's is yyyy-mm-dd. Either is read, and a
  // date that is neither is named as refused, so the value is never taken as today's.
  it('reads a sampling date as yymmdd or yyyy-mm-dd, and names one it cannot read', () => {
    const input = (query: string) => {
      const { patient, problems } = parse(`birthYear=1964&gender=f&krea=63&cysc=1,1&${query}`);
      return kidneyFunctionInputOf(patient, problems);
    };
    expect(input('kreadate=240101').creatinineDate).toEqual(new Date('2024-01-01'));
    expect(input('kreadate=2024-01-01').creatinineDate).toEqual(new Date('2024-01-01'));
    expect(input('kreadate=2024-01-01')).toMatchObject({ creatinineDateRefused: false });
    for (const unreadable of ['2024-1-1', '01/01/2024', '240230', '2024-02-30', 'igår']) {
      expect(input(`kreadate=${unreadable}`)).toMatchObject({
        creatinine: 63,
        creatinineDate: null,
        creatinineDateRefused: true,
        cystatinDateRefused: false,
      });
      expect(input(`cyscegfrdate=${unreadable}`)).toMatchObject({
        creatinineDateRefused: false,
        cystatinDateRefused: true,
      });
    }
    expect(input('')).toMatchObject({ creatinineDateRefused: false, cystatinDateRefused: false });
  });

  it('is off and empty without parameters', () => {
    const result = parse('');
    expect(result.integrated).toBe(false);
    expect(result.token).toBeNull();
    expect(result.nplIds).toEqual([]);
    expect(result.patient.birthYear).toBeNull();
    expect(result.unidentified).toBe(0);
    expect(result.lockRiskprofile).toBe(false);
    expect(result.isNotFertile).toBe(false);
  });

  it('turns age into a birth year, preferring an explicit birth year', () => {
    expect(parse('age=62').patient.birthYear).toBe(1964);
    expect(parse('age=62&birthYear=1970').patient.birthYear).toBe(1970);
  });

  it('accepts hyphen- and comma-joined id lists and drops duplicates', () => {
    expect(parse('nplIds=99000000000001-99000000000002,99000000000001').nplIds).toEqual([
      '99000000000001',
      '99000000000002',
    ]);
  });

  it('ignores and reports every invalid value', () => {
    const result = parse(
      'jmi=yes&gender=x&weight=2000&krea=abc&kreadate=261340&nslIds=bad&age=12&unidentified=-1&t=%3Cscript%3E',
    );
    expect(result.integrated).toBe(false);
    expect(result.patient).toMatchObject({
      gender: null,
      weight: null,
      creatinine: null,
      creatinineDate: null,
      birthYear: null,
    });
    expect(result.nslIds).toEqual([]);
    expect(result.token).toBeNull();
    expect(result.unidentified).toBe(0);
    expect(result.problems.map((p) => p.parameter).sort()).toEqual(
      ['age', 'gender', 'krea', 'kreadate', 'nslIds', 'unidentified', 'weight', 't'].sort(),
    );
    expect(result.problems.find((p) => p.parameter === 'weight')?.reason).toContain(
      'mellan 5 och 1000',
    );
  });

  it('never throws, whatever the query string', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const result = parseIntegratedUrl(new URLSearchParams(query), NOW);
        expect(Array.isArray(result.problems)).toBe(true);
      }),
    );
    const keys = fc.constantFrom(
      'jmi',
      't',
      'nplIds',
      'nslIds',
      'birthYear',
      'age',
      'gender',
      'weight',
      'height',
      'krea',
      'kreadate',
      'cyscegfr',
      'cyscegfrdate',
      'cysc',
      'gfr',
      'interval',
      'rl',
      'isFertile',
      'unidentified',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, fc.string())), (pairs) => {
        const result = parseIntegratedUrl(new URLSearchParams(pairs), NOW);
        for (const id of result.nplIds) expect(id).toMatch(/^\d{14}$/);
      }),
    );
  });
});

describe('integratedUrlParams (the link a CDS card opens)', () => {
  const isoDate = fc
    .date({
      min: new Date('2025-11-23T00:00:00Z'),
      max: new Date('2026-11-22T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const measure = (min: number, max: number) =>
    fc.integer({ min: min * 10, max: max * 10 }).map((tenths) => tenths / 10);
  const patient = fc.record({
    birthYear: fc.option(fc.integer({ min: 1897, max: 2008 }), { nil: null }),
    gender: fc.option(fc.constantFrom('FEMALE' as const, 'MALE' as const), { nil: null }),
    weight: fc.option(measure(5, 1000), { nil: null }),
    height: fc.option(measure(50, 300), { nil: null }),
    creatinine: fc.option(measure(30, 2000), { nil: null }),
    cystatinEgfr: fc.option(measure(1, 200), { nil: null }),
    cystatinC: fc.option(measure(0.3, 10), { nil: null }),
    measuredGfr: fc.option(measure(1, 200), { nil: null }),
    creatinineDate: fc.option(isoDate, { nil: null }),
    cystatinEgfrDate: fc.option(isoDate, { nil: null }),
    weightDate: fc.option(isoDate, { nil: null }),
    heightDate: fc.option(isoDate, { nil: null }),
  });
  const ids = (pattern: string) =>
    fc.uniqueArray(fc.stringMatching(new RegExp(pattern)), { maxLength: 5 });

  it('is read back by parseIntegratedUrl as the same list and patient', () => {
    fc.assert(
      fc.property(
        ids('^\\d{14}$'),
        ids('^ID[A-Z0-9]{8,12}$'),
        patient,
        fc.integer({ min: 0, max: 50 }),
        (nplIds, nslIds, p, unidentified) => {
          // A date travels only with its value (a date alone means nothing).
          const withValues = {
            ...p,
            creatinineDate: p.creatinine === null ? null : p.creatinineDate,
            cystatinEgfrDate:
              p.cystatinEgfr === null && p.cystatinC === null ? null : p.cystatinEgfrDate,
            weightDate: p.weight === null ? null : p.weightDate,
            heightDate: p.height === null ? null : p.heightDate,
          };
          const read = parseIntegratedUrl(
            integratedUrlParams({ nplIds, nslIds, patient: withValues, unidentified }),
            NOW,
          );
          expect(read.problems).toEqual([]);
          expect(read).toMatchObject({ integrated: true, nplIds, nslIds, unidentified });
          expect(read.patient).toEqual(withValues);
        },
      ),
    );
  });

  it('leaves out a value whose date cannot be written as yymmdd', () => {
    const params = integratedUrlParams({
      nplIds: [],
      nslIds: [],
      patient: { ...parse('').patient, creatinine: 90, creatinineDate: '1999-12-31' },
      unidentified: 0,
    });
    expect(params.toString()).toBe('jmi=true');
  });
});
