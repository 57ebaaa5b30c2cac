import type { Interaction } from '@medkompass/contracts/interaction.ts';
import {
  isReachableInteraction,
  type InteractionEdge,
  type InteractionLookup,
} from '@medkompass/assessment/knowledge-base.ts';
import type { PackedRecords } from './packed-records.ts';
import { PackedRecordsBuilder, RecentCache } from './packed-records.ts';

/** Parsed interactions and edge lists kept for reuse between requests. */
const CACHED_INTERACTIONS = 8192;
const CACHED_EDGE_LISTS = 2048;

/**
 * The interactions of a knowledge base as a graph over substances: each pair reachable once,
 * from its first substance, with the interaction itself packed (PackedRecords) and parsed only
 * when the rules read an edge whose other substance is in the search list.
 */
export class InteractionGraph implements InteractionLookup {
  private readonly records: PackedRecords<Interaction>;
  /** Substance ids by number: the numbers the edge arrays hold. */
  private readonly substanceIds: readonly string[];
  /** Every substance of an interaction, by id: its number. */
  private readonly numbers: ReadonlyMap<string, number>;
  // Edges from substance number s: edgeSecond/edgeRecord[edgeStart[s] .. edgeStart[s + 1]).
  private readonly edgeStart: Int32Array;
  private readonly edgeSecond: Int32Array;
  private readonly edgeRecord: Int32Array;
  private readonly edgeLists: RecentCache<readonly InteractionEdge[]>;

  constructor(parts: {
    records: PackedRecords<Interaction>;
    substanceIds: readonly string[];
    edgeStart: Int32Array;
    edgeSecond: Int32Array;
    edgeRecord: Int32Array;
  }) {
    this.records = parts.records;
    this.substanceIds = parts.substanceIds;
    this.numbers = new Map(parts.substanceIds.map((nslId, number) => [nslId, number]));
    this.edgeStart = parts.edgeStart;
    this.edgeSecond = parts.edgeSecond;
    this.edgeRecord = parts.edgeRecord;
    this.edgeLists = new RecentCache(CACHED_EDGE_LISTS);
  }

  /** `hasSubstance` tells which substances the knowledge base holds (see isReachableInteraction). */
  static of(interactions: readonly Interaction[], hasSubstance: (nslId: string) => boolean) {
    const builder = new InteractionGraphBuilder();
    for (const interaction of interactions) builder.add(interaction, JSON.stringify(interaction));
    return builder.build(hasSubstance);
  }

  get size(): number {
    return this.records.size;
  }

  get byteLength(): number {
    return this.records.byteLength;
  }

  hasInteractions(nslId: string): boolean {
    return this.numbers.has(nslId);
  }

  interactionEdgesFrom(nslId: string): readonly InteractionEdge[] {
    const number = this.numbers.get(nslId);
    if (number === undefined) return [];
    const cached = this.edgeLists.get(number);
    if (cached) return cached;
    const edges: InteractionEdge[] = [];
    const end = this.edgeStart[number + 1] ?? 0;
    for (let i = this.edgeStart[number] ?? 0; i < end; i++) {
      const second = this.substanceIds[this.edgeSecond[i] ?? 0] ?? '';
      edges.push(new PackedEdge(second, this.records, this.edgeRecord[i] ?? 0));
    }
    this.edgeLists.set(number, edges);
    return edges;
  }
}

/** An edge whose interaction is parsed when first read: most edges are only filtered by `second`. */
class PackedEdge implements InteractionEdge {
  readonly second: string;
  private readonly records: PackedRecords<Interaction>;
  private readonly record: number;

  constructor(second: string, records: PackedRecords<Interaction>, record: number) {
    this.second = second;
    this.records = records;
    this.record = record;
  }

  get interaction(): Interaction {
    return this.records.at(this.record);
  }
}

/** Adds interactions one at a time, so a loader never holds them all parsed. */
export class InteractionGraphBuilder {
  private readonly records = new PackedRecordsBuilder();
  // Every substance id of an interaction gets a number; the pairs are kept as numbers.
  private readonly numbers = new Map<string, number>();
  private readonly substanceIds: string[] = [];
  private readonly firsts: number[] = [];
  private readonly seconds: number[] = [];

  /** An interaction and its JSON text (as stored; parsing it must give `interaction`). */
  add(interaction: Interaction, json: string): void {
    this.records.add(json);
    const [first, second] = interaction.substanceNslIds;
    this.firsts.push(this.numberOf(first));
    this.seconds.push(this.numberOf(second));
  }

  /**
   * The graph, once every interaction is added and the substances are known: the reachable
   * pairs grouped by first substance, each group in the order the interactions came.
   */
  build(hasSubstance: (nslId: string) => boolean): InteractionGraph {
    const substances = this.substanceIds.length;
    const reachable = (record: number) =>
      isReachableInteraction(
        [this.idOf(this.firsts[record]), this.idOf(this.seconds[record])],
        hasSubstance,
      );
    const edgeStart = new Int32Array(substances + 1);
    this.firsts.forEach((first, record) => {
      if (reachable(record)) edgeStart[first + 1] = (edgeStart[first + 1] ?? 0) + 1;
    });
    for (let s = 0; s < substances; s++)
      edgeStart[s + 1] = (edgeStart[s + 1] ?? 0) + (edgeStart[s] ?? 0);
    const edges = edgeStart[substances] ?? 0;
    const edgeSecond = new Int32Array(edges);
    const edgeRecord = new Int32Array(edges);
    const next = edgeStart.slice(0, substances);
    this.firsts.forEach((first, record) => {
      if (!reachable(record)) return;
      const at = next[first] ?? 0;
      edgeSecond[at] = this.seconds[record] ?? 0;
      edgeRecord[at] = record;
      next[first] = at + 1;
    });
    return new InteractionGraph({
      records: this.records.build<Interaction>(CACHED_INTERACTIONS),
      substanceIds: this.substanceIds,
      edgeStart,
      edgeSecond,
      edgeRecord,
    });
  }

  private numberOf(nslId: string): number {
    const known = this.numbers.get(nslId);
    if (known !== undefined) return known;
    const number = this.substanceIds.length;
    this.numbers.set(nslId, number);
    this.substanceIds.push(nslId);
    return number;
  }

  private idOf(number: number | undefined): string {
    return this.substanceIds[number ?? -1] ?? '';
  }
}
