import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import type { Substance } from '@medkompass/contracts/substance.ts';
import { NameSearchIndex } from './name-search.ts';

type ProductHit = Extract<SearchHit, { kind: 'product' }>;

/**
 * The name search of a knowledge base (DESIGN §2). Products are found by their names and
 * substances by their Swedish and English names; after every direct name match come the
 * products that contain a matched substance (or one of its salts), so 'warfarin' also offers
 * Waran. Every text of a hit is Swedish: an English name finds a substance but never describes it.
 */
export class KbNameSearch {
  private readonly index: NameSearchIndex;
  private readonly productHits: Map<string, ProductHit>;
  private readonly substances: Map<string, Substance>;
  private readonly productsContaining: (nslId: string) => readonly Product[];
  private readonly collator = new Intl.Collator('sv');
  /** Filled as substances are found: sorting every substance's products up front is slow. */
  private readonly sortedProductIds = new Map<string, readonly string[]>();

  /** `productsContaining` gives the products with a substance in one of their drugFormGroups. */
  constructor(bundle: KbBundle, productsContaining: (nslId: string) => readonly Product[]) {
    this.productsContaining = productsContaining;
    this.substances = new Map(bundle.substances.map((s) => [s.nslId, s]));
    this.productHits = new Map(
      bundle.products.map((product) => [product.nplId, productHit(product, this.substances)]),
    );
    this.index = new NameSearchIndex([
      ...bundle.products.map((product) => ({
        hit: this.productHits.get(product.nplId) as ProductHit,
        searchableNames: [product.name],
      })),
      ...bundle.substances.map((substance) => ({
        hit: substanceHit(substance, this.productsOfFamily(substance).length),
        searchableNames: [substance.name, ...substance.names.map((n) => n.name)],
      })),
    ]);
  }

  /**
   * At most `limit` hits: every direct name match first (exact, prefix, then one-typo), then
   * the products containing the matched substances, in the order of those substances. A product
   * is offered once, whichever way it was found.
   */
  search(query: string, limit: number): SearchHit[] {
    const hits = this.index.search(query, limit);
    if (hits.length >= limit) return hits;
    const offered = new Set(hits.filter((hit) => hit.kind === 'product').map((hit) => hit.id));
    for (const substance of hits.filter((hit) => hit.kind === 'substance')) {
      for (const nplId of this.sortedProductsOf(substance.id)) {
        const product = this.productHits.get(nplId);
        if (product === undefined || offered.has(nplId)) continue;
        offered.add(nplId);
        hits.push(product);
        if (hits.length === limit) return hits;
      }
    }
    return hits;
  }

  /** The products containing a substance or one of its children (salts), each once. */
  private productsOfFamily(substance: Substance): readonly Product[] {
    const own = this.productsContaining(substance.nslId);
    if (substance.childNslIds.length === 0) return own;
    const family = [substance.nslId, ...substance.childNslIds];
    return [...new Set(family.flatMap((nslId) => this.productsContaining(nslId)))];
  }

  /** productsOfFamily's ids in Swedish alphabetical order, products of one name as in the bundle. */
  private sortedProductsOf(nslId: string): readonly string[] {
    const cached = this.sortedProductIds.get(nslId);
    if (cached) return cached;
    const substance = this.substances.get(nslId);
    const products = substance ? this.productsOfFamily(substance) : [];
    // Array.prototype.sort is stable.
    const sorted = [...products]
      .sort((a, b) => this.collator.compare(a.name, b.name))
      .map((product) => product.nplId);
    this.sortedProductIds.set(nslId, sorted);
    return sorted;
  }
}

/** A product hit: its name, form and strength, and the Swedish names of its substances. */
export function productHit(
  product: Product,
  substances: ReadonlyMap<string, Substance>,
): ProductHit {
  // Plain loops: this runs for every product of the knowledge base at each load.
  const names: string[] = [];
  for (const group of product.drugFormGroups) {
    for (const { nslId } of group.substances) {
      const name = substances.get(nslId)?.name;
      if (name !== undefined && !names.includes(name)) names.push(name);
    }
  }
  return {
    kind: 'product',
    id: product.nplId,
    name: product.name,
    description: [product.drugForm.name, product.strength].filter((part) => part !== '').join(' '),
    substances: names,
    isLic: product.drugProductType === 'LIC',
  };
}

/**
 * A substance hit: its Swedish name, ATC codes and how many products contain it or one of its
 * salts. No English name: the web app says in Swedish what the hit is.
 */
export function substanceHit(substance: Substance, productCount: number): SearchHit {
  return {
    kind: 'substance',
    id: substance.nslId,
    name: substance.name,
    atcCodes: substance.atcCodes,
    productCount,
  };
}
