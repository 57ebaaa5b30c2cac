import { groupBy } from './group-by.ts';

/** A document linked to substances and products, as every assessment document is. */
interface LinkedDocument {
  id: string;
  nslIds: readonly string[];
  nplIds: readonly string[];
}

/** Documents of one source, indexed by the substances and the products they are about. */
export class DocumentIndex<D extends LinkedDocument> {
  private readonly bySubstance: Map<string, D[]>;
  private readonly byProduct: Map<string, D[]>;

  constructor(documents: readonly D[]) {
    this.bySubstance = groupBy(documents, (d) => d.nslIds);
    this.byProduct = groupBy(documents, (d) => d.nplIds);
  }

  forSubstance(nslId: string): readonly D[] {
    return this.bySubstance.get(nslId) ?? [];
  }

  forProduct(nplId: string): readonly D[] {
    return this.byProduct.get(nplId) ?? [];
  }
}
