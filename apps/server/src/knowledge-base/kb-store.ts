import type { KbBundle, KbManifest } from '@medkompass/contracts/kb-bundle.ts';
import type { Interaction } from '@medkompass/contracts/interaction.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { RiskProfile } from '@medkompass/contracts/riskprofile.ts';
import type { SpecialSubstance, Substance } from '@medkompass/contracts/substance.ts';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { SECTION_NAMES } from '@medkompass/contracts/kb-bundle-sections.ts';
import { DocumentIndex } from './document-index.ts';
import { groupBy } from './group-by.ts';
import { NameSearchIndex } from './name-search.ts';

/** A product's substances over all its drugFormGroups, once each, in order. */
export const substanceIdsOf = (product: Product): string[] => [
  ...new Set(product.drugFormGroups.flatMap((g) => g.substances.map((s) => s.nslId))),
];

/** An interaction seen from its first substance: the other one as a substance number. */
export interface InteractionEdge {
  interaction: Interaction;
  second: number;
}

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
  private readonly interacting: Set<string>;
  /** Dense numbers for substances, so the interaction search compares integers, not strings. */
  private readonly substanceNumbers: Map<string, number>;
  private readonly edgesFrom: InteractionEdge[][];
  private readonly riskProfiles: Map<string, RiskProfile>;
  private readonly specialSubstances: Map<string, SpecialSubstance>;
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
    this.productsBySubstance = groupBy(bundle.products, substanceIdsOf);
    this.interacting = new Set(bundle.interactions.flatMap((i) => i.substanceNslIds));
    this.substanceNumbers = new Map(bundle.substances.map((s, i) => [s.nslId, i]));
    this.edgesFrom = bundle.substances.map(() => []);
    for (const interaction of bundle.interactions) {
      const [first, second] = interaction.substanceNslIds.map((id) =>
        this.substanceNumbers.get(id),
      );
      if (first !== undefined && second !== undefined)
        this.edgesFrom[first]?.push({ interaction, second });
    }
    this.interactionTexts = new Map(bundle.interactionTexts.map((t) => [t.id, t.text]));
    this.riskProfiles = new Map(bundle.riskProfiles.map((r) => [r.nslId, r]));
    this.specialSubstances = new Map(bundle.specialSubstances.map((s) => [s.nslId, s]));
    const administrationOf = (nplId: string) => this.products.get(nplId)?.drugForm.administration;
    this.renal = new DocumentIndex(bundle.renalDocuments, administrationOf);
    this.lactation = new DocumentIndex(bundle.lactationDocuments, administrationOf);
    this.birthDefect = new DocumentIndex(bundle.birthDefectDocuments, administrationOf);
    this.genus = new DocumentIndex(bundle.genusDocuments, administrationOf);
    this.gender = new DocumentIndex(bundle.genderDocuments, administrationOf);
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

  substance(nslId: string): Substance | undefined {
    return this.substances.get(nslId);
  }

  product(nplId: string): Product | undefined {
    return this.products.get(nplId);
  }

  /**
   * The substances a searched substance stands for: itself, its parent and its children (issue 6:
   * a parent's assessment applies to its salts and a salt's to the parent). Siblings are not
   * included. An unknown id stands for itself only.
   */
  familyOf(nslId: string): string[] {
    const substance = this.substances.get(nslId);
    if (!substance) return [nslId];
    return [
      nslId,
      ...(substance.topParent === null ? [] : [substance.topParent]),
      ...substance.childNslIds,
    ];
  }

  /** Whether a substance takes part in any interaction. */
  hasInteractions(nslId: string): boolean {
    return this.interacting.has(nslId);
  }

  /** A substance's number for interactionEdgesFrom; undefined when unknown. */
  substanceNumber(nslId: string): number | undefined {
    return this.substanceNumbers.get(nslId);
  }

  /** The interactions whose first substance (substanceNslIds[0]) it is: each pair once. */
  interactionEdgesFrom(substanceNumber: number): readonly InteractionEdge[] {
    return this.edgesFrom[substanceNumber] ?? [];
  }

  riskProfile(nslId: string): RiskProfile | undefined {
    return this.riskProfiles.get(nslId);
  }

  specialSubstance(nslId: string): SpecialSubstance | undefined {
    return this.specialSubstances.get(nslId);
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

  searchNames(query: string, limit: number): SearchHit[] {
    return this.nameIndex.search(query, limit);
  }

  /** Sizes of every section, for the CLI's stats and the logs. */
  counts(): Record<string, number> {
    return Object.fromEntries(SECTION_NAMES.map((name) => [name, this.bundle[name].length]));
  }
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
