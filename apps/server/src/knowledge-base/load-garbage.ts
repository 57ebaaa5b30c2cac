/**
 * Packed records (bytes) from which a knowledge base's load is followed by a collection. Loading
 * reads every record's text and parses it; the large knowledge base (15 000 substances, 100 000
 * products, 200 000 interactions: ~90 MB packed) leaves some 100 MiB of that in the heap, the
 * demo one (a few MB) a few, where the collection would cost the start 20–60 ms for little.
 */
export const COLLECT_FROM_PACKED_BYTES = 16 * 1024 * 1024;

/**
 * After a store is swapped in, gives back what its load left: the rows read and parsed, the
 * store it replaced. V8 would collect them only once the heap grew again, and a regular
 * collection keeps their pages resident (in its page pool, and the young generation at its full
 * size). The memory-reducing collection ('last-resort': full collections until one frees
 * nothing, compacting, giving freed pages back to the system) takes the large knowledge base's
 * server from about 460 to 300 MiB resident at ready, for a pause of 0.2–0.4 s once per load
 * (two full collections; bench/README.md, 'The server's own memory'; ADR 50). `gc` is there
 * when Node runs with `--expose-gc`, as the server does (SERVER_NODE_OPTIONS); without it (the
 * tests, the CLIs) nothing is collected. Returns the pause in milliseconds, or null when nothing
 * was collected.
 */
export function collectAfterLoad(
  packedBytes: number,
  gc: NodeJS.GCFunction | undefined = globalThis.gc,
): number | null {
  if (gc === undefined || packedBytes < COLLECT_FROM_PACKED_BYTES) return null;
  const started = performance.now();
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return Math.round(performance.now() - started);
}
