import { substanceName } from '@medkompass/assessment/substance-name.ts';
import { productDescription } from '@medkompass/assessment/product-label.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { SearchHit, SearchLanguage } from '@medkompass/contracts/search.ts';
import type { Substance } from '@medkompass/contracts/substance.ts';
import { NameSearchIndex, type NamedEntry } from './name-search.ts';
import type { ProductTable } from './product-table.ts';

type ProductHit = Extract<SearchHit, { kind: 'product' }>;

/**
 * The name search of a knowledge base (DESIGN §2). Products are found by their names and
 * substances by their Swedish and English names and their synonyms ('acetaminophen', 'aspirin');
 * after every direct name match come the products that contain a matched substance (or one of
 * its salts), so 'warfarin' also offers Waran. A hit's texts are Swedish, or English when asked
 * for (the English pages): substances by their English names, forms by their English names,
 * where the knowledge base has them.
 */
export class KbNameSearch {
  private readonly index: NameSearchIndex;
  private readonly products: ProductTable;
  private readonly substances: readonly Substance[];
  private readonly substancesById: Map<string, Substance>;
  private readonly collator = new Intl.Collator('sv');
  /** Filled as substances are found: sorting every substance's products up front is slow. */
  private readonly sortedProducts = new Map<string, readonly number[]>();

  constructor(products: ProductTable, substances: readonly Substance[]) {
    this.products = products;
    this.substances = substances;
    this.substancesById = new Map(substances.map((s) => [s.nslId, s]));
    const entries: NamedEntry[] = [];
    for (let position = 0; position < products.size; position++) {
      const name = products.nameAt(position);
      entries.push({ name, searchableNames: [name] });
    }
    for (const substance of substances) {
      entries.push({
        name: substance.name,
        searchableNames: [
          substance.name,
          ...substance.names.map((n) => n.name),
          ...(substance.synonyms ?? []),
        ],
      });
    }
    // Entries are the products by position, then the substances.
    this.index = new NameSearchIndex(entries, (entry) =>
      entry < products.size
        ? this.productHitAt(entry)
        : this.substanceHitOf(this.substances[entry - products.size] as Substance),
    );
  }

  /**
   * At most `limit` hits: every direct name match first (exact, prefix, then one-typo), then
   * the products containing the matched substances, in the order of those substances. A product
   * is offered once, whichever way it was found.
   */
  search(query: string, limit: number, language: SearchLanguage = 'sv'): SearchHit[] {
    const hits = this.swedishHits(query, limit);
    return language === 'sv' ? hits : hits.map((hit) => this.inEnglish(hit));
  }

  /** A Swedish hit in English: the substance's or the substances' English names, the form's. */
  private inEnglish(hit: SearchHit): SearchHit {
    if (hit.kind === 'substance') {
      const substance = this.substancesById.get(hit.id);
      return substance ? { ...hit, name: substanceName(substance, 'en') } : hit;
    }
    const product = this.products.product(hit.id);
    return product ? productHit(product, this.substancesById, 'en') : hit;
  }

  private swedishHits(query: string, limit: number): SearchHit[] {
    const hits = this.index.search(query, limit);
    if (hits.length >= limit) return hits;
    const offered = new Set(hits.filter((hit) => hit.kind === 'product').map((hit) => hit.id));
    for (const substance of hits.filter((hit) => hit.kind === 'substance')) {
      for (const position of this.sortedProductsOf(substance.id)) {
        const nplId = this.products.nplIdAt(position);
        if (offered.has(nplId)) continue;
        offered.add(nplId);
        hits.push(this.productHitAt(position));
        if (hits.length === limit) return hits;
      }
    }
    return hits;
  }

  private productHitAt(position: number): ProductHit {
    return productHit(this.products.at(position), this.substancesById);
  }

  private substanceHitOf(substance: Substance): SearchHit {
    return substanceHit(substance, this.productsOfFamily(substance).length);
  }

  /** Positions of the products containing a substance or one of its children (salts), each once. */
  private productsOfFamily(substance: Substance): readonly number[] {
    const own = this.products.positionsWithSubstance(substance.nslId);
    if (substance.childNslIds.length === 0) return own;
    const family = [substance.nslId, ...substance.childNslIds];
    return [...new Set(family.flatMap((nslId) => this.products.positionsWithSubstance(nslId)))];
  }

  /** productsOfFamily in Swedish alphabetical order of names, products of one name as added. */
  private sortedProductsOf(nslId: string): readonly number[] {
    const cached = this.sortedProducts.get(nslId);
    if (cached) return cached;
    const substance = this.substancesById.get(nslId);
    const positions = substance ? this.productsOfFamily(substance) : [];
    // Array.prototype.sort is stable.
    const sorted = [...positions].sort((a, b) =>
      this.collator.compare(this.products.nameAt(a), this.products.nameAt(b)),
    );
    this.sortedProducts.set(nslId, sorted);
    return sorted;
  }
}

/** A product hit: its name, form and strength, and the names of its substances. */
export function productHit(
  product: Product,
  substances: ReadonlyMap<string, Substance>,
  language: SearchLanguage = 'sv',
): ProductHit {
  // Plain loops: this runs for every product of the knowledge base at each load.
  const names: string[] = [];
  for (const group of product.drugFormGroups) {
    for (const { nslId } of group.substances) {
      const substance = substances.get(nslId);
      const name = substance === undefined ? undefined : substanceName(substance, language);
      if (name !== undefined && !names.includes(name)) names.push(name);
    }
  }
  return {
    kind: 'product',
    id: product.nplId,
    name: product.name,
    description: productDescription(product, language),
    substances: names,
    isLic: product.drugProductType === 'LIC',
  };
}

/**
 * A substance hit: its Swedish name, ATC codes and how many products contain it or one of its
 * salts (search() puts the English name in for the English pages).
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
