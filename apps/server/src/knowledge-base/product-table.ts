import type { Administration, Product } from '@medkompass/contracts/product.ts';
import type { ProductLookup } from '@medkompass/assessment/knowledge-base.ts';
import { substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import type { PackedRecords } from './packed-records.ts';
import { PackedRecordsBuilder } from './packed-records.ts';

/** Parsed products kept for reuse: the products of many search lists and hits. */
const CACHED_PRODUCTS = 4096;

/**
 * The products of a knowledge base, packed (PackedRecords), with what the indexes need held
 * apart: ids, names, routes and the products per substance and per ATC code, as positions.
 */
export class ProductTable implements ProductLookup {
  private readonly records: PackedRecords<Product>;
  private readonly nplIds: readonly string[];
  private readonly names: readonly string[];
  private readonly positions: ReadonlyMap<string, number>;
  private readonly administrations: ReadonlyMap<string, Administration>;
  private readonly bySubstance: ReadonlyMap<string, readonly number[]>;
  private readonly byAtc: ReadonlyMap<string, readonly number[]>;

  constructor(parts: {
    records: PackedRecords<Product>;
    nplIds: readonly string[];
    names: readonly string[];
    administrations: ReadonlyMap<string, Administration>;
    bySubstance: ReadonlyMap<string, readonly number[]>;
    byAtc: ReadonlyMap<string, readonly number[]>;
  }) {
    this.records = parts.records;
    this.nplIds = parts.nplIds;
    this.names = parts.names;
    this.administrations = parts.administrations;
    this.bySubstance = parts.bySubstance;
    this.byAtc = parts.byAtc;
    this.positions = new Map(parts.nplIds.map((nplId, position) => [nplId, position]));
  }

  static of(products: readonly Product[]): ProductTable {
    const builder = new ProductTableBuilder();
    for (const product of products) builder.add(product, JSON.stringify(product));
    return builder.build();
  }

  get size(): number {
    return this.nplIds.length;
  }

  product(nplId: string): Product | undefined {
    const position = this.positions.get(nplId);
    return position === undefined ? undefined : this.records.at(position);
  }

  /** The product at a position (0 ≤ position < size), in the order they were added. */
  at(position: number): Product {
    return this.records.at(position);
  }

  nameAt(position: number): string {
    return this.names[position] ?? '';
  }

  nplIdAt(position: number): string {
    return this.nplIds[position] ?? '';
  }

  administrationOf(nplId: string): Administration | undefined {
    return this.administrations.get(nplId);
  }

  /** Positions of the products with the substance in one of their drugFormGroups. */
  positionsWithSubstance(nslId: string): readonly number[] {
    return this.bySubstance.get(nslId) ?? [];
  }

  /** Products with an ATC code. */
  withAtc(atcCode: string): Product[] {
    return (this.byAtc.get(atcCode) ?? []).map((position) => this.records.at(position));
  }

  /** Products that contain a substance. */
  containing(nslId: string): Product[] {
    return this.positionsWithSubstance(nslId).map((position) => this.records.at(position));
  }

  get byteLength(): number {
    return this.records.byteLength;
  }
}

/** Adds products one at a time, so a loader never holds them all parsed. */
export class ProductTableBuilder {
  private readonly records = new PackedRecordsBuilder();
  private readonly nplIds: string[] = [];
  private readonly names: string[] = [];
  private readonly administrations = new Map<string, Administration>();
  private readonly bySubstance = new Map<string, number[]>();
  private readonly byAtc = new Map<string, number[]>();

  /** A product and its JSON text (as stored; parsing it must give `product`). */
  add(product: Product, json: string): void {
    const position = this.nplIds.length;
    this.records.add(json);
    this.nplIds.push(product.nplId);
    this.names.push(product.name);
    this.administrations.set(product.nplId, product.drugForm.administration);
    for (const nslId of substanceIdsOf(product)) append(this.bySubstance, nslId, position);
    for (const atcCode of new Set(product.atcCodes)) append(this.byAtc, atcCode, position);
  }

  build(): ProductTable {
    return new ProductTable({
      records: this.records.build<Product>(CACHED_PRODUCTS),
      nplIds: this.nplIds,
      names: this.names,
      administrations: this.administrations,
      bySubstance: this.bySubstance,
      byAtc: this.byAtc,
    });
  }
}

function append(map: Map<string, number[]>, key: string, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}
