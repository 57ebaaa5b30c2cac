import type { KbBundle, KbManifest } from '@medkompass/contracts/kb-bundle.ts';
import type { Interaction } from '@medkompass/contracts/interaction.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { Substance } from '@medkompass/contracts/substance.ts';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import {
  compareInteractionSeverity,
  type InteractionClassification,
} from '@medkompass/clinical/interaction-classification.ts';
import { SECTION_NAMES } from './bundle-sections.ts';
import { DocumentIndex } from './document-index.ts';
import { groupBy } from './group-by.ts';
import { NameSearchIndex } from './name-search.ts';

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * The knowledge base as the request path reads it: immutable indexes built once from a bundle.
 * A new import builds a new store and swaps it in whole (KnowledgeBaseHolder), so a request never
 * sees half of one version and half of another.
 */
export class KnowledgeBaseStore {
  readonly manifest: KbManifest;
  readonly bundle: KbBundle;
  private readonly substances: Map<string, Substance>;
  private readonly products: Map<string, Product>;
  private readonly productsByAtc: Map<string, Product[]>;
  private readonly productsBySubstance: Map<string, Product[]>;
  private readonly interactionsByPair: Map<string, Interaction>;
  private readonly interactionTexts: Map<string, string>;
  readonly renal: DocumentIndex<KbBundle['renalDocuments'][number]>;
  readonly lactation: DocumentIndex<KbBundle['lactationDocuments'][number]>;
  readonly birthDefect: DocumentIndex<KbBundle['birthDefectDocuments'][number]>;
  readonly genus: DocumentIndex<KbBundle['genusDocuments'][number]>;
  readonly gender: DocumentIndex<KbBundle['genderDocuments'][number]>;
  private readonly nameIndex: NameSearchIndex;

  constructor(bundle: KbBundle) {
    this.bundle = bundle;
    this.manifest = bundle.manifest;
    this.substances = new Map(bundle.substances.map((s) => [s.nslId, s]));
    this.products = new Map(bundle.products.map((p) => [p.nplId, p]));
    this.productsByAtc = groupBy(bundle.products, (p) => p.atcCodes);
    this.productsBySubstance = groupBy(bundle.products, (p) =>
      p.drugFormGroups.flatMap((g) => g.substances.map((s) => s.nslId)),
    );
    this.interactionsByPair = new Map(
      bundle.interactions.map((i) => [pairKey(i.substanceNslIds[0], i.substanceNslIds[1]), i]),
    );
    this.interactionTexts = new Map(bundle.interactionTexts.map((t) => [t.id, t.text]));
    this.renal = new DocumentIndex(bundle.renalDocuments);
    this.lactation = new DocumentIndex(bundle.lactationDocuments);
    this.birthDefect = new DocumentIndex(bundle.birthDefectDocuments);
    this.genus = new DocumentIndex(bundle.genusDocuments);
    this.gender = new DocumentIndex(bundle.genderDocuments);
    this.nameIndex = new NameSearchIndex([
      ...bundle.products.map((product) => ({
        hit: productHit(product),
        searchableNames: [product.name],
      })),
      ...bundle.substances.map((substance) => ({
        hit: substanceHit(substance),
        searchableNames: [substance.name, ...substance.names.map((n) => n.name)],
      })),
    ]);
  }

  /** The substances among the ids, in the order asked; unknown ids are left out. */
  substancesByIds(ids: readonly string[]): Substance[] {
    return ids.flatMap((id) => this.substances.get(id) ?? []);
  }

  /** The products among the ids, in the order asked; unknown ids are left out. */
  productsByIds(ids: readonly string[]): Product[] {
    return ids.flatMap((id) => this.products.get(id) ?? []);
  }

  /** Products with an ATC code. */
  productsWithAtc(atcCode: string): readonly Product[] {
    return this.productsByAtc.get(atcCode) ?? [];
  }

  /** Products that contain a substance. */
  productsContaining(nslId: string): readonly Product[] {
    return this.productsBySubstance.get(nslId) ?? [];
  }

  /** A substance's parent (topParent) and its children, for parent/child-aware lookups. */
  relatedSubstances(nslId: string): { parent: Substance | null; children: Substance[] } {
    const substance = this.substances.get(nslId);
    if (!substance) return { parent: null, children: [] };
    return {
      parent:
        substance.topParent === null ? null : (this.substances.get(substance.topParent) ?? null),
      children: this.substancesByIds(substance.childNslIds),
    };
  }

  interactionText(id: string): string | null {
    return this.interactionTexts.get(id) ?? null;
  }

  /** Every assessed pair among the substances, most severe first (no self-pairs, no duplicates). */
  interactionsAmong(nslIds: readonly string[]): Interaction[] {
    const unique = [...new Set(nslIds)];
    const found: Interaction[] = [];
    for (const [i, a] of unique.entries()) {
      for (const b of unique.slice(i + 1)) {
        const interaction = this.interactionsByPair.get(pairKey(a, b));
        if (interaction) found.push(interaction);
      }
    }
    return found.sort((a, b) =>
      compareInteractionSeverity(classificationOf(a), classificationOf(b)),
    );
  }

  searchNames(query: string, limit: number): SearchHit[] {
    return this.nameIndex.search(query, limit);
  }

  /** Sizes of every section, for the CLI's stats and the logs. */
  counts(): Record<string, number> {
    return Object.fromEntries(SECTION_NAMES.map((name) => [name, this.bundle[name].length]));
  }
}

function classificationOf(interaction: Interaction): InteractionClassification {
  return { severity: interaction.sevClassification, documentation: interaction.docClassification };
}

function productHit(product: Product): SearchHit {
  return {
    kind: 'product',
    id: product.nplId,
    name: product.name,
    description: [product.drugForm.name, product.strength].filter((part) => part !== '').join(' '),
    isLic: product.drugProductType === 'LIC',
  };
}

function substanceHit(substance: Substance): SearchHit {
  const english = substance.names.find((n) => n.language === 'en' && n.name !== substance.name);
  return {
    kind: 'substance',
    id: substance.nslId,
    name: substance.name,
    description: english?.name ?? '',
  };
}
