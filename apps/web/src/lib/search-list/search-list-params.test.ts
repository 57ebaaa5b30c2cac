import { describe, expect, it } from 'vitest';
import {
  addToSearchList,
  hasValidId,
  readSearchList,
  validIdsOfKind,
  writeSearchList,
} from './search-list-params.ts';

const ALVEDON = '99000000000001';
const WARFARIN = 'IDDEMOWARFARIN';

describe('search list in the URL', () => {
  it('reads repeated and comma-separated ids, without duplicates, products first', () => {
    const params = new URLSearchParams(
      `nslIds=${WARFARIN}&nplIds=${ALVEDON},99000000000002&nplIds=${ALVEDON}`,
    );
    expect(readSearchList(params)).toEqual([
      { kind: 'product', id: ALVEDON },
      { kind: 'product', id: '99000000000002' },
      { kind: 'substance', id: WARFARIN },
    ]);
  });

  it('writes the list as repeated parameters and keeps other parameters', () => {
    const params = writeSearchList(new URLSearchParams('jmi=true&nplIds=99000000000009'), [
      { kind: 'product', id: ALVEDON },
      { kind: 'substance', id: WARFARIN },
    ]);
    expect(params.toString()).toBe(`jmi=true&nplIds=${ALVEDON}&nslIds=${WARFARIN}`);
  });

  it('adds only entries that are not in the list yet', () => {
    const list = [{ kind: 'product' as const, id: ALVEDON }];
    expect(
      addToSearchList(list, [
        { kind: 'product', id: ALVEDON },
        { kind: 'substance', id: WARFARIN },
      ]),
    ).toEqual([...list, { kind: 'substance', id: WARFARIN }]);
  });

  it('sends only well-formed ids to the API', () => {
    const entries = readSearchList(new URLSearchParams(`nplIds=123&nplIds=${ALVEDON}&nslIds=bad`));
    expect(hasValidId({ kind: 'product', id: '123' })).toBe(false);
    expect(validIdsOfKind(entries, 'product')).toEqual([ALVEDON]);
    expect(validIdsOfKind(entries, 'substance')).toEqual([]);
  });
});
