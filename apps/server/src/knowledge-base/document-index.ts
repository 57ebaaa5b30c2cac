import type { Administration } from '@medkompass/contracts/product.ts';
import { groupBy } from './group-by.ts';

/** A document linked to substances and products, as every assessment document is. */
export interface LinkedDocument {
  id: string;
  nslIds: readonly string[];
  nplIds: readonly string[];
}

/** Documents of one source, indexed by the substances and the products they are about. */
export class DocumentIndex<D extends LinkedDocument> {
  private readonly bySubstance: Map<string, D[]>;
  private readonly byProduct: Map<string, D[]>;
  private readonly routes: Map<string, Administration[]>;

  /** `administrationOf` gives a product's route, for the routes of product-specific documents. */
  constructor(
    documents: readonly D[],
    administrationOf: (nplId: string) => Administration | undefined = () => undefined,
  ) {
    this.bySubstance = groupBy(documents, (d) => d.nslIds);
    this.byProduct = groupBy(documents, (d) => d.nplIds);
    this.routes = new Map(
      documents.map((d) => [
        d.id,
        [...new Set(d.nplIds.flatMap((nplId) => administrationOf(nplId) ?? []))],
      ]),
    );
  }

  /**
   * The administrations of the products a document is specific to; empty when it names no
   * products, i.e. it applies to every route.
   */
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
