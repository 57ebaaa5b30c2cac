import { nplIdSchema, nslIdSchema } from '@medkompass/contracts/ids.ts';
import { addToSearchList, type SearchListEntry } from './search-list-params.ts';

/**
 * What a name path needs to look up: the entries of the known ids among those given (unknown ones
 * absent), and the entries a text names exactly (none when it names nothing).
 */
export interface PathNameLookup {
  knownIds(ids: readonly SearchListEntry[]): Promise<readonly SearchListEntry[]>;
  entriesNamed(text: string): Promise<readonly SearchListEntry[]>;
}

export interface ResolvedPathNames {
  /** Every entry the path named, in the order of the path, each once. */
  entries: SearchListEntry[];
  /** The parts that named nothing, as written, in the order of the path. */
  unresolved: string[];
}

/**
 * The most '-'-joined parts one name is tried with: real names hold one or two hyphens
 * ('Theo-Dur', 'Calcichew-D3'), and each longer group costs a name search per position.
 */
export const MAX_PARTS_PER_NAME = 4;

/** The id an id-shaped part would be: NSL writes its ids in upper case, so 'iddemo…' is one. */
function idOfPart(part: string): SearchListEntry | null {
  if (nplIdSchema.safeParse(part).success) return { kind: 'product', id: part };
  const upper = part.toUpperCase();
  return nslIdSchema.safeParse(upper).success ? { kind: 'substance', id: upper } : null;
}

const sameEntry = (a: SearchListEntry, b: SearchListEntry) => a.kind === b.kind && a.id === b.id;

/**
 * Reads a name path's segment (/interaktioner/substance/{query}, /amning/substans/{name} …): names,
 * ids and lists of them joined by '-'. Names may hold '-' themselves ('Theo-Dur'), so:
 *
 * 1. A segment that is one known id, or one name as a whole, is that entry.
 * 2. Otherwise it is split on '-' and read from the left: a known id is its entry; else the
 *    longest run of up to MAX_PARTS_PER_NAME parts (stopping at a known id) that is one name
 *    wins, so 'theo-dur-warfarin' is Theo-Dur and warfarin; a part that begins no name is
 *    reported as unresolved, never dropped and never kept as a made-up id.
 *
 * An id is only taken when the knowledge base knows it. Empty parts ('a--b') are ignored.
 */
export async function resolvePathNames(
  segment: string,
  lookup: PathNameLookup,
): Promise<ResolvedPathNames> {
  const parts = segment
    .split('-')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return { entries: [], unresolved: [] };

  const candidates = parts.flatMap((part) => idOfPart(part) ?? []);
  const known = candidates.length > 0 ? await lookup.knownIds(candidates) : [];
  const knownIdOf = (part: string): SearchListEntry | null => {
    const id = idOfPart(part);
    return id !== null && known.some((entry) => sameEntry(entry, id)) ? id : null;
  };

  const named = new Map<string, Promise<readonly SearchListEntry[]>>();
  const entriesNamed = (text: string) => {
    const key = text.toLowerCase();
    let found = named.get(key);
    if (found === undefined) {
      found = lookup.entriesNamed(text);
      named.set(key, found);
    }
    return found;
  };

  if (parts.length > 1 && !parts.every((part) => knownIdOf(part) !== null)) {
    const whole = await entriesNamed(parts.join('-'));
    if (whole.length > 0) return { entries: addToSearchList([], whole), unresolved: [] };
  }

  let entries: SearchListEntry[] = [];
  const unresolved: string[] = [];
  let at = 0;
  while (at < parts.length) {
    const part = parts[at] ?? '';
    const id = knownIdOf(part);
    if (id !== null) {
      entries = addToSearchList(entries, [id]);
      at += 1;
      continue;
    }
    // The runs that may be one name, longest first; all asked at once, one round trip.
    let end = at + 1;
    while (
      end < parts.length &&
      end - at < MAX_PARTS_PER_NAME &&
      knownIdOf(parts[end] ?? '') === null
    ) {
      end += 1;
    }
    const runs = Array.from({ length: end - at }, (_, k) => parts.slice(at, end - k));
    const found = await Promise.all(runs.map((run) => entriesNamed(run.join('-'))));
    const longest = found.findIndex((hits) => hits.length > 0);
    if (longest === -1) {
      unresolved.push(part);
      at += 1;
    } else {
      entries = addToSearchList(entries, found[longest] ?? []);
      at += runs[longest]?.length ?? 1;
    }
  }
  return { entries, unresolved };
}
