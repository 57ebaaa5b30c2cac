import { describe, expect, it } from 'vitest';
import { sourceNameSchema } from '@medkompass/contracts/source.ts';
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
