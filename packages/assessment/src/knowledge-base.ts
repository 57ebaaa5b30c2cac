import type { SideEffectList } from '@medkompass/contracts/documents.ts';
import type { DuplicationClass } from '@medkompass/contracts/duplication.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import type { Interaction } from '@medkompass/contracts/interaction.ts';
import type { Administration, Product } from '@medkompass/contracts/product.ts';
import type { RiskProfile } from '@medkompass/contracts/riskprofile.ts';
import type { SpecialSubstance, Substance } from '@medkompass/contracts/substance.ts';
import { SubstanceCodeIndex } from './substance-code-index.ts';
import { groupBy } from './group-by.ts';

/** A product's substances over all its drugFormGroups, once each, in order. */
export const substanceIdsOf = (product: Product): string[] => [
  ...new Set(product.drugFormGroups.flatMap((g) => g.substances.map((s) => s.nslId))),
];

/** An interaction seen from its first substance (substanceNslIds[0]): the other one. */
export interface InteractionEdge {
  interaction: Interaction;
  second: string;
}

/** A document linked to substances and products, as every assessment document is. */
export interface LinkedDocument {
  id: string;
  nslIds: readonly string[];
  nplIds: readonly string[];
}

/** Documents of one source, indexed by the substances and the products they are about. */
export interface DocumentLookup<D extends LinkedDocument> {
  /** The document with this id; undefined when the source has none. */
  byId(id: string): D | undefined;
  forSubstance(nslId: string): readonly D[];
  forProduct(nplId: string): readonly D[];
  /**
   * The administrations of the products a document is specific to; empty when it names no
   * products, i.e. it applies to every route.
   */
  routesOf(document: D): readonly Administration[];
}

export type RenalDocument = KbBundle['renalDocuments'][number];
export type LactationDocument = KbBundle['lactationDocuments'][number];
export type BirthDefectDocument = KbBundle['birthDefectDocuments'][number];
export type GenusDocument = KbBundle['genusDocuments'][number];
export type GenderDocument = KbBundle['genderDocuments'][number];

/**
 * The narrow, read-only knowledge base the assessment rules read. The server's in-memory store
 * implements it, and so does a fixture bundle in the web app's tests: both get their answers
 * from the same rules.
 */
export interface AssessmentKnowledgeBase {
  substance(nslId: string): Substance | undefined;
  product(nplId: string): Product | undefined;
  specialSubstance(nslId: string): SpecialSubstance | undefined;
  /**
   * The substances a searched substance stands for: itself, its parent and its children (a
   * parent's assessment applies to its salts and a salt's to the parent). Siblings are not
   * included. An unknown id stands for itself only.
   */
  familyOf(nslId: string): readonly string[];
  /** Whether a substance takes part in any interaction. */
  hasInteractions(nslId: string): boolean;
  /** The interactions whose first substance it is: each pair is reachable once. */
  interactionEdgesFrom(nslId: string): readonly InteractionEdge[];
  riskProfile(nslId: string): RiskProfile | undefined;
  /** The side effects the knowledge base lists for the substance itself. */
  sideEffects(nslId: string): SideEffectList | undefined;
  readonly renal: DocumentLookup<RenalDocument>;
  readonly lactation: DocumentLookup<LactationDocument>;
  readonly birthDefect: DocumentLookup<BirthDefectDocument>;
  readonly genus: DocumentLookup<GenusDocument>;
  readonly gender: DocumentLookup<GenderDocument>;
  /** The therapeutic classes whose duplication is a hazard (ADR 36); empty in older bundles. */
  readonly duplicationClasses: readonly DuplicationClass[];
}

/** Documents of one source indexed by substance, product and the routes they are specific to. */
export class DocumentIndex<D extends LinkedDocument> implements DocumentLookup<D> {
  private readonly byIds: Map<string, D>;
  private readonly bySubstance: Map<string, D[]>;
  private readonly byProduct: Map<string, D[]>;
  private readonly routes: Map<string, Administration[]>;

  /** `administrationOf` gives a product's route, for the routes of product-specific documents. */
  constructor(
    documents: readonly D[],
    administrationOf: (nplId: string) => Administration | undefined = () => undefined,
  ) {
    this.byIds = new Map(documents.map((d) => [d.id, d]));
    this.bySubstance = groupBy(documents, (d) => d.nslIds);
    this.byProduct = groupBy(documents, (d) => d.nplIds);
    this.routes = new Map(
      documents.map((d) => [
        d.id,
        [...new Set(d.nplIds.flatMap((nplId) => administrationOf(nplId) ?? []))],
      ]),
    );
  }

  byId(id: string): D | undefined {
    return this.byIds.get(id);
  }

  routesOf(document: D): readonly Administration[] {
    return this.routes.get(document.id) ?? [];
  }

  forSubstance(nslId: string): readonly D[] {
    return this.bySubstance.get(nslId) ?? [];
  }

  forProduct(nplId: string): readonly D[] {
    return this.byProduct.get(nplId) ?? [];
  }
}

/** Products by id, as the rules read them. */
export interface ProductLookup {
  product(nplId: string): Product | undefined;
  administrationOf(nplId: string): Administration | undefined;
}

/** The interactions as a graph over substances, as the rules read them. */
export interface InteractionLookup {
  hasInteractions(nslId: string): boolean;
  interactionEdgesFrom(nslId: string): readonly InteractionEdge[];
}

/** A bundle without its two largest sections, which come as lookups (LargeSections). */
export type KbSections = Omit<KbBundle, 'products' | 'interactions'>;

/** The two sections that make up most of a knowledge base, in whatever form a store keeps them. */
export interface LargeSections {
  products: ProductLookup;
  interactions: InteractionLookup;
}

/**
 * Whether an interaction can be found: both substances must be in the knowledge base, or no
 * search list can bring them.
 */
export function isReachableInteraction(
  [first, second]: readonly [string, string],
  hasSubstance: (nslId: string) => boolean,
): boolean {
  return hasSubstance(first) && hasSubstance(second);
}

/** Products of a bundle in a map. */
class MapProducts implements ProductLookup {
  private readonly byId: Map<string, Product>;

  constructor(products: readonly Product[]) {
    this.byId = new Map(products.map((p) => [p.nplId, p]));
  }

  product(nplId: string): Product | undefined {
    return this.byId.get(nplId);
  }

  administrationOf(nplId: string): Administration | undefined {
    return this.byId.get(nplId)?.drugForm.administration;
  }
}

/** Interactions of a bundle as edge lists, each pair from its first substance. */
class MapInteractions implements InteractionLookup {
  private readonly interacting: Set<string>;
  private readonly edgesFrom = new Map<string, InteractionEdge[]>();

  constructor(interactions: readonly Interaction[], hasSubstance: (nslId: string) => boolean) {
    this.interacting = new Set(interactions.flatMap((i) => i.substanceNslIds));
    for (const interaction of interactions) {
      const [first, second] = interaction.substanceNslIds;
      if (!isReachableInteraction(interaction.substanceNslIds, hasSubstance)) continue;
      const edges = this.edgesFrom.get(first);
      if (edges) edges.push({ interaction, second });
      else this.edgesFrom.set(first, [{ interaction, second }]);
    }
  }

  hasInteractions(nslId: string): boolean {
    return this.interacting.has(nslId);
  }

  interactionEdgesFrom(nslId: string): readonly InteractionEdge[] {
    return this.edgesFrom.get(nslId) ?? [];
  }
}

/**
 * The assessment knowledge base over a bundle: immutable indexes built once. The server's store
 * adds name search and statistics on top of it, and keeps products and interactions packed
 * (LargeSections); the web tests use it over a fixture bundle.
 */
export class BundleKnowledgeBase implements AssessmentKnowledgeBase {
  private readonly substances: Map<string, Substance>;
  private readonly products: ProductLookup;
  private readonly interactions: InteractionLookup;
  private readonly riskProfiles: Map<string, RiskProfile>;
  private readonly specialSubstances: Map<string, SpecialSubstance>;
  private readonly sideEffectLists: Map<string, SideEffectList>;
  readonly renal: DocumentIndex<RenalDocument>;
  readonly lactation: DocumentIndex<LactationDocument>;
  readonly birthDefect: DocumentIndex<BirthDefectDocument>;
  readonly genus: DocumentIndex<GenusDocument>;
  readonly gender: DocumentIndex<GenderDocument>;
  readonly duplicationClasses: readonly DuplicationClass[];
  private readonly texts: KbBundle['interactionTexts'];
  private interactionTexts: Map<string, string> | null = null;
  private codeIndex: SubstanceCodeIndex | null = null;

  constructor(bundle: KbBundle);
  constructor(bundle: KbSections, large: LargeSections);
  constructor(bundle: KbSections, large?: LargeSections) {
    this.texts = bundle.interactionTexts;
    this.substances = new Map(bundle.substances.map((s) => [s.nslId, s]));
    const whole = bundle as KbBundle;
    this.products = large?.products ?? new MapProducts(whole.products);
    this.interactions =
      large?.interactions ??
      new MapInteractions(whole.interactions, (id) => this.substances.has(id));
    this.riskProfiles = new Map(bundle.riskProfiles.map((r) => [r.nslId, r]));
    this.specialSubstances = new Map(bundle.specialSubstances.map((s) => [s.nslId, s]));
    this.sideEffectLists = new Map(bundle.sideEffects.map((s) => [s.nslId, s]));
    const administrationOf = (nplId: string) => this.products.administrationOf(nplId);
    this.renal = new DocumentIndex(bundle.renalDocuments, administrationOf);
    this.lactation = new DocumentIndex(bundle.lactationDocuments, administrationOf);
    this.birthDefect = new DocumentIndex(bundle.birthDefectDocuments, administrationOf);
    this.genus = new DocumentIndex(bundle.genusDocuments, administrationOf);
    this.gender = new DocumentIndex(bundle.genderDocuments, administrationOf);
    this.duplicationClasses = bundle.duplicationClasses;
  }

  /** The substances among the ids, in the order asked; unknown ids are left out. */
  substancesByIds(ids: readonly string[]): Substance[] {
    return ids.flatMap((id) => this.substances.get(id) ?? []);
  }

  /** The products among the ids, in the order asked; unknown ids are left out. */
  productsByIds(ids: readonly string[]): Product[] {
    return ids.flatMap((id) => this.products.product(id) ?? []);
  }

  substance(nslId: string): Substance | undefined {
    return this.substances.get(nslId);
  }

  product(nplId: string): Product | undefined {
    return this.products.product(nplId);
  }

  sideEffects(nslId: string): SideEffectList | undefined {
    return this.sideEffectLists.get(nslId);
  }

  familyOf(nslId: string): string[] {
    const substance = this.substances.get(nslId);
    if (!substance) return [nslId];
    return [
      nslId,
      ...(substance.topParent === null ? [] : [substance.topParent]),
      ...substance.childNslIds,
    ];
  }

  hasInteractions(nslId: string): boolean {
    return this.interactions.hasInteractions(nslId);
  }

  interactionEdgesFrom(nslId: string): readonly InteractionEdge[] {
    return this.interactions.interactionEdgesFrom(nslId);
  }

  riskProfile(nslId: string): RiskProfile | undefined {
    return this.riskProfiles.get(nslId);
  }

  specialSubstance(nslId: string): SpecialSubstance | undefined {
    return this.specialSubstances.get(nslId);
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

  /** A text of an interaction (consequence, recommendation …) by its id; null when unknown. */
  interactionText(id: string): string | null {
    this.interactionTexts ??= new Map(this.texts.map((t) => [t.id, t.text]));
    return this.interactionTexts.get(id) ?? null;
  }

  /** Substances with an ATC code, top parents first. */
  substancesWithAtc(atcCode: string): readonly string[] {
    return this.codes().withAtc(atcCode);
  }

  /** The substance with this exact name in Swedish or English, ignoring case and spacing. */
  substanceNamed(name: string): string | undefined {
    return this.codes().named(name);
  }

  // Built on first use: only the CDS Hooks service reads substances by code or exact name.
  private codes(): SubstanceCodeIndex {
    this.codeIndex ??= new SubstanceCodeIndex([...this.substances.values()]);
    return this.codeIndex;
  }
}
