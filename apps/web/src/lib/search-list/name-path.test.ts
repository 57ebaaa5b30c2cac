import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { exactNameMatches, foldName, namePathTarget } from './name-path.ts';

const product = (id: string, name: string): SearchHit => ({
  kind: 'product',
  id,
  name,
  description: 'Tablett',
  substances: [],
  isLic: false,
});
const substance = (id: string, name: string): SearchHit => ({
  kind: 'substance',
  id,
  name,
  atcCodes: [],
  productCount: 0,
});

describe('name paths', () => {
  it('folds case, diacritics and spacing', () => {
    expect(foldName('  Kåvepenin ')).toBe('kavepenin');
    expect(foldName('ÄLVEDON  Forte')).toBe('alvedon forte');
  });

  it('takes every exact match of the kind, once, and nothing that only starts the same', () => {
    const hits = [
      product('99000000000001', 'Alvedon'),
      product('99000000000004', 'alvedon'),
      product('99000000000099', 'Alvedon forte'),
      substance('IDDEMOPARACETAMOL', 'Alvedon'),
      product('99000000000001', 'Alvedon'),
    ];
    expect(exactNameMatches(hits, 'ALVEDON', 'product')).toEqual([
      { kind: 'product', id: '99000000000001' },
      { kind: 'product', id: '99000000000004' },
    ]);
    expect(exactNameMatches(hits, 'alvedon', 'substance')).toEqual([
      { kind: 'substance', id: 'IDDEMOPARACETAMOL' },
    ]);
    expect(
      exactNameMatches([substance('IDX0000001', 'Kåvepenin')], 'kavepenin', 'substance'),
    ).toHaveLength(1);
    expect(exactNameMatches(hits, 'alv', 'product')).toEqual([]);
  });

  it('leads to the source path with the entries added to the list already in the query', () => {
    const url = new URL(
      'http://localhost/amning/lakemedel/Alvedon?nslIds=IDDEMOWARFARIN&isFertile=false',
    );
    expect(namePathTarget('/amning', [{ kind: 'product', id: '99000000000001' }], url)).toBe(
      '/amning?isFertile=false&nslIds=IDDEMOWARFARIN&nplIds=99000000000001',
    );
    expect(namePathTarget('/genus', [], new URL('http://localhost/genus/substans'))).toBe('/genus');
  });
});
