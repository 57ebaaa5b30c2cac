// A process's resident memory split by where its pages come from, from Linux's /proc/<pid>/smaps:
// pages of files (the node binary's own code and data, the shared libraries and native add-ons:
// the same for every Node server, and shared with other processes) against anonymous memory
// (V8's heap, the allocator's arenas, buffers outside the heap, thread stacks), which is what a
// server's own work can change.
import fs from 'node:fs';
/** Resident memory in MiB, split by its source. */
export interface ResidentSplit {
  rss: number;
  /** Pages read from files: the node binary, shared libraries, native add-ons. */
  fileBacked: number;
  /** Of those, the node binary's own. */
  nodeBinary: number;
  /** Anonymous pages: everything the process allocated. */
  anonymous: number;
  /** Of those, the C allocator's main arena (the `[heap]` the program break extends). */
  brkHeap: number;
}

const kib = /^(\w+):\s+(\d+) kB$/;

/** The split of a process's resident memory (MiB), or null where /proc has no smaps. */
export function residentSplit(pid: number | 'self'): ResidentSplit | null {
  let text: string;
  let executable: string;
  try {
    text = fs.readFileSync(`/proc/${String(pid)}/smaps`, 'utf8');
    executable = fs.readlinkSync(`/proc/${String(pid)}/exe`);
  } catch {
    return null;
  }
  const kB = { rss: 0, fileBacked: 0, nodeBinary: 0, anonymous: 0, brkHeap: 0 };
  // The mapping being read: its name and its resident and anonymous kB.
  let name = '';
  let rss = 0;
  let anonymous = 0;
  const close = () => {
    kB.rss += rss;
    kB.anonymous += anonymous;
    // A mapping of a file holds anonymous pages too where it was written to (copy on write).
    if (name.startsWith('/')) {
      kB.fileBacked += rss - anonymous;
      if (name === executable) kB.nodeBinary += rss - anonymous;
    } else if (name === '[heap]') {
      kB.brkHeap += anonymous;
    }
  };
  let first = true;
  for (const line of text.split('\n')) {
    const field = kib.exec(line);
    if (field) {
      if (field[1] === 'Rss') rss = Number(field[2]);
      else if (field[1] === 'Anonymous') anonymous = Number(field[2]);
      continue;
    }
    // A mapping's header: address range, permissions, offset, device, inode, then its name.
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (!header) continue;
    if (!first) close();
    first = false;
    name = (header[1] ?? '').replace(/ \(deleted\)$/, '');
    rss = 0;
    anonymous = 0;
  }
  if (!first) close();
  const mib = (value: number) => Math.round(value / 1024);
  return {
    rss: mib(kB.rss),
    fileBacked: mib(kB.fileBacked),
    nodeBinary: mib(kB.nodeBinary),
    anonymous: mib(kB.anonymous),
    brkHeap: mib(kB.brkHeap),
  };
}
