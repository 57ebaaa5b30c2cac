// What a server process measured by bench/api.ts reports of its own memory over IPC: V8's view
// (process.memoryUsage() and the heap by space). Loaded into the server with `--import`, as
// JavaScript in a data: URL rather than a TypeScript file: the production start runs the bundle,
// plain JavaScript, and a TypeScript module would have Node load its type stripper (a WebAssembly
// compiler, some 17 MiB resident) into the very process measured.
import { residentSplit, type ResidentSplit } from './process-memory.ts';

/** MiB. */
export interface ServerMemory {
  kind: 'memory';
  rssMiB: number;
  heapUsedMiB: number;
  /** The heap V8 has committed, in use or not. */
  heapTotalMiB: number;
  /** Memory outside the heap held by JavaScript objects (the packed records' buffers among it). */
  externalMiB: number;
  arrayBuffersMiB: number;
  /** The heap's resident pages by space: young generation, old, code, and the rest. */
  spaces: { new: number; old: number; code: number; other: number };
}

const source = `
import v8 from 'node:v8';
const mib = (bytes) => Math.round(bytes / 1048576);
process.on('message', (message) => {
  if (message !== 'memory') return;
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const spaces = { new: 0, old: 0, code: 0, other: 0 };
  for (const space of v8.getHeapSpaceStatistics()) {
    const name = space.space_name;
    const kind = name.startsWith('new_') ? 'new' : name.startsWith('code_') ? 'code'
      : name === 'old_space' || name === 'large_object_space' ? 'old' : 'other';
    spaces[kind] += space.physical_space_size;
  }
  process.send({
    kind: 'memory',
    rssMiB: mib(rss),
    heapUsedMiB: mib(heapUsed),
    heapTotalMiB: mib(heapTotal),
    externalMiB: mib(external),
    arrayBuffersMiB: mib(arrayBuffers),
    spaces: Object.fromEntries(Object.entries(spaces).map(([key, bytes]) => [key, mib(bytes)])),
  });
});
`;

/** Node options that load the probe into a process started with an IPC channel (fork). */
export const SERVER_PROBE_ARGS = ['--import', `data:text/javascript,${encodeURIComponent(source)}`];

/** The server's memory: its own report, and the split of its resident pages read from outside. */
export interface MemoryFigures {
  server: ServerMemory;
  split: ResidentSplit | null;
}

export async function memoryOf(server: {
  pid?: number | undefined;
  send: (message: string) => boolean;
  once: (event: 'message', listener: (message: unknown) => void) => unknown;
}): Promise<MemoryFigures> {
  const answer = new Promise<ServerMemory>((resolve) => {
    const wait = (message: unknown) => {
      if ((message as { kind?: string } | null)?.kind === 'memory')
        resolve(message as ServerMemory);
      else server.once('message', wait);
    };
    server.once('message', wait);
  });
  server.send('memory');
  const figures = await answer;
  return { server: figures, split: server.pid === undefined ? null : residentSplit(server.pid) };
}

/** One line: resident = file-backed + anonymous, and what the anonymous part is. */
export function describeMemory({ server, split }: MemoryFigures): string {
  const heap = `heap ${server.heapUsedMiB} MiB in use of ${server.heapTotalMiB} committed (resident: young ${server.spaces.new}, old ${server.spaces.old}, code ${server.spaces.code}, other ${server.spaces.other})`;
  const outside = `${server.externalMiB} MiB outside it (${server.arrayBuffersMiB} in array buffers)`;
  if (!split) return `${server.rssMiB} MiB resident: ${heap}, ${outside}`;
  const heapResident =
    server.spaces.new + server.spaces.old + server.spaces.code + server.spaces.other;
  const rest = split.anonymous - heapResident - server.externalMiB;
  return `${split.rss} MiB resident = ${split.fileBacked} file-backed (node binary ${split.nodeBinary}) + ${split.anonymous} anonymous: ${heap}, ${outside}, ${rest} the rest (malloc's main arena ${split.brkHeap})`;
}
