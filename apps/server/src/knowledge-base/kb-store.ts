import type { KbBundle, KbManifest } from '@medkompass/contracts/kb-bundle.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { SearchHit, SearchLanguage } from '@medkompass/contracts/search.ts';
import { SECTION_NAMES, type SectionName } from '@medkompass/contracts/kb-bundle-sections.ts';
import { BundleKnowledgeBase, type KbSections } from '@medkompass/assessment/knowledge-base.ts';
import { InteractionGraph } from './interaction-graph.ts';
import { KbNameSearch } from './kb-name-search.ts';
import { ProductTable } from './product-table.ts';

/** A knowledge base as loaded: the small sections parsed, products and interactions packed. */
export interface LoadedKnowledgeBase {
  sections: KbSections;
  products: ProductTable;
  interactions: InteractionGraph;
}

/**
 * The knowledge base as the request path reads it: the assessment rules' indexes
 * (packages/assessment) plus name search and statistics, built once. Products and interactions,
 * most of a knowledge base, stay packed and are parsed as requests read them (ADR 27). A new
 * import builds a new store and swaps it in whole (KnowledgeBaseHolder), so a request never
 * sees half of one version and half of another.
 */
export class KnowledgeBaseStore extends BundleKnowledgeBase {
  readonly manifest: KbManifest;
  /** The sections other than products and interactions, parsed. */
  readonly sections: KbSections;
  private readonly productTable: ProductTable;
  private readonly interactionGraph: InteractionGraph;
  private readonly nameSearch: KbNameSearch;

  constructor({ sections, products, interactions }: LoadedKnowledgeBase) {
    super(sections, { products, interactions });
    this.sections = sections;
    this.manifest = sections.manifest;
    this.productTable = products;
    this.interactionGraph = interactions;
    this.nameSearch = new KbNameSearch(products, sections.substances);
  }

  /** A store over a bundle held in memory (an import, the tests). */
  static fromBundle(bundle: KbBundle): KnowledgeBaseStore {
    const { products, interactions, ...sections } = bundle;
    const substanceIds = new Set(bundle.substances.map((s) => s.nslId));
    return new KnowledgeBaseStore({
      sections,
      products: ProductTable.of(products),
      interactions: InteractionGraph.of(interactions, (nslId) => substanceIds.has(nslId)),
    });
  }

  /** Products with an ATC code. */
  productsWithAtc(atcCode: string): readonly Product[] {
    return this.productTable.withAtc(atcCode);
  }

  /** Products that contain a substance. */
  productsContaining(nslId: string): readonly Product[] {
    return this.productTable.containing(nslId);
  }

  /** Name search: direct name matches, then the products containing a matched substance. */
  searchNames(query: string, limit: number, language: SearchLanguage = 'sv'): SearchHit[] {
    return this.nameSearch.search(query, limit, language);
  }

  /** Sizes of every section, for the CLI's stats and the logs. */
  counts(): Record<string, number> {
    const sizeOf = (name: SectionName): number => {
      if (name === 'products') return this.productTable.size;
      if (name === 'interactions') return this.interactionGraph.size;
      return this.sections[name].length;
    };
    return Object.fromEntries(SECTION_NAMES.map((name) => [name, sizeOf(name)]));
  }
}
