import type { KbBundle, KbManifest } from '@medkompass/contracts/kb-bundle.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { SECTION_NAMES } from '@medkompass/contracts/kb-bundle-sections.ts';
import { groupBy } from '@medkompass/assessment/group-by.ts';
import { BundleKnowledgeBase, substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import { KbNameSearch } from './kb-name-search.ts';

/**
 * The knowledge base as the request path reads it: the assessment rules' indexes
 * (packages/assessment) plus name search and statistics, built once from a
 * bundle. A new import builds a new store and swaps it in whole (KnowledgeBaseHolder), so a
 * request never sees half of one version and half of another.
 */
export class KnowledgeBaseStore extends BundleKnowledgeBase {
  readonly manifest: KbManifest;
  readonly bundle: KbBundle;
  private readonly productsByAtc: Map<string, Product[]>;
  private readonly productsBySubstance: Map<string, Product[]>;
  private readonly nameSearch: KbNameSearch;

  constructor(bundle: KbBundle) {
    super(bundle);
    this.bundle = bundle;
    this.manifest = bundle.manifest;
    this.productsByAtc = groupBy(bundle.products, (p) => p.atcCodes);
    this.productsBySubstance = groupBy(bundle.products, substanceIdsOf);
    this.nameSearch = new KbNameSearch(bundle, (nslId) => this.productsContaining(nslId));
  }

  /** Products with an ATC code. */
  productsWithAtc(atcCode: string): readonly Product[] {
    return this.productsByAtc.get(atcCode) ?? [];
  }

  /** Products that contain a substance. */
  productsContaining(nslId: string): readonly Product[] {
    return this.productsBySubstance.get(nslId) ?? [];
  }

  /** Name search: direct name matches, then the products containing a matched substance. */
  searchNames(query: string, limit: number): SearchHit[] {
    return this.nameSearch.search(query, limit);
  }

  /** Sizes of every section, for the CLI's stats and the logs. */
  counts(): Record<string, number> {
    return Object.fromEntries(SECTION_NAMES.map((name) => [name, this.bundle[name].length]));
  }
}
