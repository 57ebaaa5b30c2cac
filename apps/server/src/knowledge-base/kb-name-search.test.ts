import { describe, expect, it } from 'vitest';
import { assessmentBundle, P, S } from '../test/assessment-kb.ts';
import { KbNameSearch } from './kb-name-search.ts';
import { ProductTable } from './product-table.ts';

const bundle = assessmentBundle();
const search = new KbNameSearch(ProductTable.of(bundle.products), bundle.substances);
const ids = (query: string, limit = 10) => search.search(query, limit).map((hit) => hit.id);

describe('KbNameSearch', () => {
  it('offers the products containing a matched substance after the substance', () => {
    expect(ids('warfarin')).toEqual([S.WARFARIN, P.WARAN]);
    expect(ids('kodein')).toEqual([S.KODEIN, P.CITODON]);
  });

  it("counts a parent's salts: products with a salt are offered for the parent too", () => {
    expect(ids('metformin')).toEqual([S.METFORMIN, S.METFORMINHYDROKLORID, P.GLUCOPHAGE]);
  });

  it('ranks direct name matches first and offers a product only once', () => {
    // 'ibuprofen' names a substance and 'Ibuprofen gel' by prefix; Ipren is found via the substance.
    expect(ids('ibuprofen')).toEqual([S.IBUPROFEN, P.IBUPROFEN_GEL, P.IPREN]);
    expect(ids('diklofenak')).toEqual([
      S.DIKLOFENAK,
      S.DIKLOFENAKNATRIUM,
      S.DIKLOFENAKDIETYLAMIN,
      P.VOLTAREN_TABLETT,
      P.VOLTAREN_GEL,
    ]);
  });

  it('honours the limit', () => {
    expect(ids('diklofenak', 4)).toEqual([
      S.DIKLOFENAK,
      S.DIKLOFENAKNATRIUM,
      S.DIKLOFENAKDIETYLAMIN,
      P.VOLTAREN_TABLETT,
    ]);
    expect(ids('warfarin', 1)).toEqual([S.WARFARIN]);
  });

  it('describes hits in Swedish only: substances of a product, never an English name', () => {
    const [paracetamol, citodon] = search.search('paracetamol', 10);
    expect(paracetamol).toEqual({
      kind: 'substance',
      id: S.PARACETAMOL,
      name: 'paracetamol',
      atcCodes: [],
      productCount: 1,
    });
    expect(citodon).toEqual({
      kind: 'product',
      id: P.CITODON,
      name: 'Citodon',
      description: 'Tablett',
      substances: ['paracetamol', 'kodein'],
      isLic: false,
    });
    // Found by its English name, still shown in Swedish.
    expect(search.search('warfarin (en)', 1)[0]).toMatchObject({ name: 'warfarin' });
    expect(JSON.stringify(search.search('a', 50))).not.toContain('(en)');
  });
});
