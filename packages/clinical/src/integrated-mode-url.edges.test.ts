import { describe, expect, it } from 'vitest';
import { integratedUrlParams, parseIntegratedUrl } from './integrated-mode-url.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const parse = (query: string) => parseIntegratedUrl(new URLSearchParams(query), NOW);

describe('integrated-mode parameters at their edges', () => {
  it('trims ids and ignores empty ones without reporting them', () => {
    const result = parse('nslIds=%20IDDEMOWARFARIN%20,&nplIds=99000000000001,,');
    expect(result.nslIds).toEqual(['IDDEMOWARFARIN']);
    expect(result.nplIds).toEqual(['99000000000001']);
    expect(result.problems).toEqual([]);
  });

  it.each([
    ['nplIds', 'X99000000000001'],
    ['nplIds', '99000000000001X'],
    ['nplIds', '990000000000011'],
    ['nslIds', 'XIDDEMOWARFARIN'],
    ['nslIds', 'IDDEMOWARFARIN!'],
    ['t', '!abc'],
    ['t', 'abc!'],
    ['unidentified', '12345'],
    ['unidentified', 'x12'],
    ['unidentified', '12x'],
  ])('refuses %s=%s whole, and says why', (parameter, value) => {
    const result = parse(new URLSearchParams({ [parameter]: value }).toString());
    expect(result.nplIds).toEqual([]);
    expect(result.nslIds).toEqual([]);
    expect(result.token).toBeNull();
    expect(result.unidentified).toBe(0);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ parameter, value });
    expect(result.problems[0]?.reason).toMatch(/\S/);
  });

  it('reads the unidentified count with spaces around it, and caps it at 1000', () => {
    expect(parse('unidentified=%203%20').unidentified).toBe(3);
    expect(parse('unidentified=1000').unidentified).toBe(1000);
    expect(parse('unidentified=1001').unidentified).toBe(1000);
    expect(parse('unidentified=9999').unidentified).toBe(1000);
    expect(parse('unidentified=0').unidentified).toBe(0);
    expect(parse('unidentified=%203%20').problems).toEqual([]);
  });

  it('writes no date parameter for a value without a date', () => {
    const params = integratedUrlParams({
      nplIds: [],
      nslIds: [],
      unidentified: 0,
      patient: {
        birthYear: 1964,
        gender: 'FEMALE',
        weight: 60,
        height: null,
        creatinine: 88,
        cystatinEgfr: null,
        cystatinC: null,
        measuredGfr: null,
        creatinineDate: null,
        cystatinEgfrDate: null,
        weightDate: null,
        heightDate: null,
      },
    });
    expect([...params.keys()]).toEqual(['jmi', 'birthYear', 'gender', 'weight', 'krea']);
  });
});
