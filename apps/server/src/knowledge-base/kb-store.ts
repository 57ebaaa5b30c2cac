import type { KbBundle, KbManifest } from '@medkompass/contracts/kb-bundle.ts';
import type { Interaction } from '@medkompass/contracts/interaction.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { Substance } from '@medkompass/contracts/substance.ts';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import {
  compareInteractionSeverity,
  type InteractionClassification,
} from '@medkompass/clinical/interaction-classification.ts';
import { NameSearchIndex } from './name-search.ts';

const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * The knowledge base as the request path reads it: immutable indexes built once from a bundle.
 * A new import builds a new store and swaps it in whole (see KnowledgeBaseHolder), so a
 * request never sees half of one version and half of another.
 */
export class KnowledgeBaseStore {
  readonly manifest: KbManifest;
  private readonly substances: Map<string, Substance>;
  private readonly products: Map<string, Product>;
  private readonly interactionsByPair: Map<string, Interaction>;
  private readonly nameIndex: NameSearchIndex;

  constructor(bundle: KbBundle) {
    this.manifest = bundle.manifest;
    this.substances = new Map(bundle.substances.map((s) => [s.nslId, s]));
    this.products = new Map(bundle.products.map((p) => [p.nplId, p]));
    this.interactionsByPair = new Map(
      bundle.interactions.map((i) => [pairKey(i.substanceNslIds[0], i.substanceNslIds[1]), i]),
    );
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

  /** Every assessed pair among the substances, most severe first (no self-pairs, no duplicates). */
  interactionsAmong(nslIds: readonly string[]): Interaction[] {
    const unique = [...new Set(nslIds)];
    const found: Interaction[] = [];
    for (let i = 0; i < unique.length; i++) {
      for (let j = i + 1; j < unique.length; j++) {
        const interaction = this.interactionsByPair.get(pairKey(unique[i] ?? '', unique[j] ?? ''));
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
