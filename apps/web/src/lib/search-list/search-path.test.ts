import { describe, expect, it } from 'vitest';
import { searchListOfPathParam, searchPathTarget } from './search-path.ts';

describe('the hyphen-joined search parameter', () => {
  it('reads 14 digits as a product and other ids as substances, once each', () => {
    expect(
      searchListOfPathParam('IDDEMOWARFARIN-99000000000002-iddemoibuprofen-IDDEMOWARFARIN'),
    ).toEqual([
      { kind: 'substance', id: 'IDDEMOWARFARIN' },
      { kind: 'product', id: '99000000000002' },
      { kind: 'substance', id: 'IDDEMOIBUPROFEN' },
    ]);
  });

  it('ignores empty parts', () => {
    expect(searchListOfPathParam('-IDDEMOWARFARIN--')).toEqual([
      { kind: 'substance', id: 'IDDEMOWARFARIN' },
    ]);
  });

  it('leads to the source path with the ids in the query, added to those already there', () => {
    const url = new URL(
      'http://localhost/interaktioner/substance/x?nplIds=99000000000001&jmi=true',
    );
    expect(searchPathTarget('/interaktioner', 'IDDEMOWARFARIN-99000000000001', url)).toBe(
      '/interaktioner?jmi=true&nplIds=99000000000001&nslIds=IDDEMOWARFARIN',
    );
  });
});
