import { describe, expect, it } from 'vitest';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import { SOURCES, sourceDefinition, sourceOfPath } from './sources.ts';

describe('the table of sources', () => {
  it('has every source once, in the tab order of the specification', () => {
    expect(SOURCES.map((s) => s.id)).toEqual([
      'interactions',
      'riskprofile',
      'njurfunktion',
      'birthdefect',
      'lactation',
      'genus',
    ]);
    expect(new Set(SOURCES.map((s) => s.id))).toEqual(new Set(sourceNameSchema.options));
    for (const id of sourceNameSchema.options) expect(sourceDefinition(id).id).toBe(id);
  });

  it('says which need a login and which concern fertile age only (specification §2, §6)', () => {
    expect(SOURCES.filter((s) => s.loginRequired).map((s) => s.id)).toEqual(['riskprofile']);
    expect(SOURCES.filter((s) => s.fertileAgeOnly).map((s) => s.id)).toEqual([
      'birthdefect',
      'lactation',
    ]);
  });

  it('derives the current source from the path (specification §2)', () => {
    expect(sourceOfPath('/interaktioner')?.id).toBe('interactions');
    expect(sourceOfPath('/interaktioner/substance/warfarin')?.id).toBe('interactions');
    expect(sourceOfPath('/Amning/lakemedel/Alvedon')?.id).toBe('lactation');
    expect(sourceOfPath('/fosterpaverkan')?.id).toBe('birthdefect');
    expect(sourceOfPath('/en/sexandgender/drug/x')?.id).toBe('genus');
    expect(sourceOfPath('/riskprofil')?.id).toBe('riskprofile');
    expect(sourceOfPath('/')).toBeNull();
    expect(sourceOfPath('/about/amning')).toBeNull();
    expect(sourceOfPath('/amningar')).toBeNull();
  });
});

describe('what each source calls and how it classifies (specification §3, §7)', () => {
  it('fetches each tab’s data with the call of specification §7', () => {
    expect(SOURCES.map((s) => [s.id, s.apiPath, s.englishApiPath])).toEqual([
      ['interactions', '/api/interaction/dataByNslIds', null],
      ['riskprofile', '/api/riskprofile', null],
      ['njurfunktion', '/api/njurfunktion', null],
      ['birthdefect', '/api/birthdefect', null],
      ['lactation', '/api/lactation', null],
      ['genus', '/api/genus', '/api/gender'],
    ]);
  });

  it('classifies on the scale of specification §3 and names the tab by its i18n key', () => {
    expect(SOURCES.map((s) => s.scale)).toEqual([
      'interaction',
      'riskLevel',
      'renal',
      'pregnancyLevel',
      'pregnancyLevel',
      'genus',
    ]);
    for (const source of SOURCES) expect(source.i18nKey).toBe(`sources.${source.id}`);
  });

  it('knows the English start page of sex and gender as genus', () => {
    expect(sourceOfPath('/en/sexandgender')?.id).toBe('genus');
    expect(sourceOfPath('/en/sexandgenderx')).toBeNull();
  });

  it('refuses an id that is no source', () => {
    expect(() => sourceDefinition('okand' as SourceName)).toThrow('Okänd källa okand');
  });
});
