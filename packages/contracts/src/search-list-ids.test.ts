import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idListSchema } from './id-lists.ts';
import { nplIdSchema, nslIdSchema } from './ids.ts';
import { searchListParamIds, validSearchListIds } from './search-list-ids.ts';

/** Query values as a hand-written or generated address may hold them. */
const paramValue = fc.array(
  fc.oneof(
    fc.constantFrom('IDDEMOWARFARIN', 'IDDEMOIBUPROFEN', '99000000000015', '97000000000001'),
    fc.string(),
  ),
  { maxLength: 4 },
);

function paramsOf(nplIds: string[][], nslIds: string[][]): URLSearchParams {
  const params = new URLSearchParams();
  for (const parts of nplIds) params.append('nplIds', parts.join(','));
  for (const parts of nslIds) params.append('nslIds', parts.join(' ,'));
  return params;
}

describe('the search list in a page address', () => {
  it('reads repeated and comma-separated ids in order, each once, without blanks', () => {
    const params = new URLSearchParams(
      'nslIds=IDDEMOWARFARIN, IDDEMOIBUPROFEN&nslIds=&nslIds=IDDEMOWARFARIN&nplIds=x,,y',
    );
    expect(searchListParamIds(params, 'nslIds')).toEqual(['IDDEMOWARFARIN', 'IDDEMOIBUPROFEN']);
    expect(validSearchListIds(params)).toEqual({
      nplIds: [],
      nslIds: ['IDDEMOWARFARIN', 'IDDEMOIBUPROFEN'],
    });
  });

  it('gives the ids the API reads from the same values, less the ill-formed ones', () => {
    fc.assert(
      fc.property(fc.array(paramValue, { maxLength: 3 }), fc.array(paramValue), (npl, nsl) => {
        const params = paramsOf(npl, nsl);
        const { nplIds, nslIds } = validSearchListIds(params);
        for (const [ids, schema, name] of [
          [nplIds, nplIdSchema, 'nplIds'],
          [nslIds, nslIdSchema, 'nslIds'],
        ] as const) {
          // Well-formed, each once, in the address's order: what the API answers for these
          // values once the ill-formed ones (which the web app never sends) are left out.
          for (const id of ids) expect(schema.safeParse(id).success).toBe(true);
          expect(new Set(ids).size).toBe(ids.length);
          const wellFormed = searchListParamIds(params, name).filter(
            (id) => schema.safeParse(id).success,
          );
          expect(idListSchema(schema, name).parse(wellFormed)).toEqual(ids);
        }
      }),
    );
  });
});
