import type { KbBundle, KbManifest } from '@medkompass/contracts/kb-bundle.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { SearchHit } from '@medkompass/contracts/search.ts';
import { SECTION_NAMES } from '@medkompass/contracts/kb-bundle-sections.ts';
import { groupBy } from '@medkompass/assessment/group-by.ts';
import { BundleKnowledgeBase, substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import type { MedicationCodeLookup } from '@medkompass/assessment/cds-medications.ts';
import { KbNameSearch } from './kb-name-search.ts';

/** Names compared as a record system may write them: any case, spacing or trailing blanks. */
const foldName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');

/**
 * The knowledge base as the request path reads it: the assessment rules' indexes
 * (packages/assessment) plus name search, interaction texts and statistics, built once from a
 * bundle. A new import builds a new store and swaps it in whole (KnowledgeBaseHolder), so a
 * request never sees half of one version and half of another.
 */
export class KnowledgeBaseStore extends BundleKnowledgeBase implements MedicationCodeLookup {
  readonly manifest: KbManifest;
  readonly bundle: KbBundle;
  private readonly productsByAtc: Map<string, Product[]>;
  private readonly productsBySubstance: Map<string, Product[]>;
  private readonly interactionTexts: Map<string, string>;
  private readonly nameSearch: KbNameSearch;
  /** Built on the first CDS Hooks call: nothing else reads substances by code or exact name. */
  private medicationCodes: { byAtc: Map<string, string[]>; byName: Map<string, string> } | null =
    null;

  constructor(bundle: KbBundle) {
    super(bundle);
    this.bundle = bundle;
    this.manifest = bundle.manifest;
    this.productsByAtc = groupBy(bundle.products, (p) => p.atcCodes);
    this.productsBySubstance = groupBy(bundle.products, substanceIdsOf);
    this.interactionTexts = new Map(bundle.interactionTexts.map((t) => [t.id, t.text]));
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

  interactionText(id: string): string | null {
    return this.interactionTexts.get(id) ?? null;
  }

  /** Substances with an ATC code, top parents first (a salt's code names its parent's drug). */
  substancesWithAtc(atcCode: string): readonly string[] {
    return this.codes().byAtc.get(atcCode) ?? [];
  }

  /** The substance with this exact name in Swedish or English, ignoring case and spacing. */
  substanceNamed(name: string): string | undefined {
    return this.codes().byName.get(foldName(name));
  }

  private codes(): { byAtc: Map<string, string[]>; byName: Map<string, string> } {
    if (this.medicationCodes) return this.medicationCodes;
    const ordered = [...this.bundle.substances].sort(
      (a, b) => Number(b.isTopParent) - Number(a.isTopParent),
    );
    const byAtc = new Map<string, string[]>();
    const byName = new Map<string, string>();
    for (const substance of ordered) {
      for (const code of substance.atcCodes)
        byAtc.set(code, [...(byAtc.get(code) ?? []), substance.nslId]);
      for (const name of [substance.name, ...substance.names.map((n) => n.name)]) {
        if (!byName.has(foldName(name))) byName.set(foldName(name), substance.nslId);
      }
    }
    this.medicationCodes = { byAtc, byName };
    return this.medicationCodes;
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
