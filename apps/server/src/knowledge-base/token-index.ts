/**
 * The distinct name tokens of a knowledge base, sorted, each with the entries that own it. One
 * string per distinct token and typed arrays for the rest keep the heap small and cheap for the
 * garbage collector to mark (ADR 27): 100 000 product names have far fewer distinct tokens
 * than token occurrences.
 *
 * Every token that starts with a term lies in one contiguous range of token ids, found by binary
 * search; tokens one edit away from a term are found among the tokens sharing its first or its
 * last half (see `withinOneEdit`), so the typo search needs no second index.
 */
export class TokenIndex {
  /** Distinct tokens in code-unit order: a token's id is its position here. */
  readonly tokens: readonly string[];
  // Tokens of entry e: tokenIds[tokenStart[e] .. tokenStart[e + 1]), ascending, each once.
  private readonly tokenStart: Int32Array;
  private readonly tokenIds: Int32Array;
  // Owners of token t: ownerIds[ownerStart[t] .. ownerStart[t + 1]), ascending.
  private readonly ownerStart: Int32Array;
  private readonly ownerIds: Int32Array;
  // Token ids ordered by their reversed text, for lookups by suffix.
  private readonly bySuffix: Int32Array;

  /** `tokensPerEntry[e]` are the tokens of entry e (repeats allowed). */
  constructor(tokensPerEntry: readonly (readonly string[])[]) {
    const tokens = [...new Set(tokensPerEntry.flat())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.tokens = tokens;
    const idOf = new Map(tokens.map((token, id) => [token, id]));
    const perEntry = tokensPerEntry.map((names) =>
      [...new Set(names.map((token) => idOf.get(token) ?? 0))].sort((a, b) => a - b),
    );
    [this.tokenStart, this.tokenIds] = packed(perEntry);

    const owners: number[][] = tokens.map(() => []);
    perEntry.forEach((ids, entry) => {
      for (const id of ids) owners[id]?.push(entry);
    });
    [this.ownerStart, this.ownerIds] = packed(owners);
    this.bySuffix = Int32Array.from(tokens.keys()).sort((a, b) =>
      compareReversed(tokens[a] ?? '', tokens[b] ?? ''),
    );
  }

  /** Whether entry e owns a token for which `test` holds. */
  someTokenOf(entry: number, test: (tokenId: number) => boolean): boolean {
    const end = this.tokenStart[entry + 1] ?? 0;
    for (let i = this.tokenStart[entry] ?? 0; i < end; i++) {
      if (test(this.tokenIds[i] ?? 0)) return true;
    }
    return false;
  }

  /** The token ids [start, end) of the tokens that start with `prefix`. */
  prefixRange(prefix: string): [number, number] {
    return [this.lowerBound(prefix), this.lowerBound(`${prefix}\uffff`)];
  }

  /** How many (token, entry) pairs the tokens [start, end) hold: the cost of visiting them. */
  ownerCount(start: number, end: number): number {
    return (this.ownerStart[end] ?? 0) - (this.ownerStart[start] ?? 0);
  }

  /**
   * The owners of the tokens [start, end) as positions [from, to) for `ownerAt`: one token's
   * owners after another's, so a prefix's owners are one contiguous run.
   */
  ownerPositions(start: number, end: number): [number, number] {
    return [this.ownerStart[start] ?? 0, this.ownerStart[end] ?? 0];
  }

  /** The entry at an owner position. */
  ownerAt(position: number): number {
    return this.ownerIds[position] ?? 0;
  }

  /**
   * The ids of the tokens at most one edit (insertion, deletion or substitution) from `term`.
   * Such a token keeps everything before the edit and everything after it, so it starts with the
   * term's first half or ends with its second half: only those tokens are compared.
   */
  withinOneEdit(term: string): number[] {
    const half = term.length >> 1;
    const found = new Set<number>();
    const [start, end] = this.prefixRange(term.slice(0, half));
    for (let id = start; id < end; id++) {
      if (isWithinOneEdit(term, this.tokens[id] ?? '')) found.add(id);
    }
    const suffix = term.slice(half);
    for (let i = this.suffixLowerBound(suffix); i < this.bySuffix.length; i++) {
      const id = this.bySuffix[i] ?? 0;
      const token = this.tokens[id] ?? '';
      if (!token.endsWith(suffix)) break;
      if (isWithinOneEdit(term, token)) found.add(id);
    }
    return [...found];
  }

  private lowerBound(value: string): number {
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.tokens[mid] ?? '') < value) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  // The first position in bySuffix whose token, read backwards, is not before `suffix` read
  // backwards: tokens ending with `suffix` follow it contiguously.
  private suffixLowerBound(suffix: string): number {
    let low = 0;
    let high = this.bySuffix.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareReversed(this.tokens[this.bySuffix[mid] ?? 0] ?? '', suffix) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** Orders strings by their characters read from the end (code units). */
export function compareReversed(a: string, b: string): number {
  let i = a.length - 1;
  let j = b.length - 1;
  for (; i >= 0 && j >= 0; i--, j--) {
    const difference = a.charCodeAt(i) - b.charCodeAt(j);
    if (difference !== 0) return difference;
  }
  return i - j;
}

/** Whether the Levenshtein distance of two strings is at most 1, in one pass. */
export function isWithinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  // What remains between the common prefix and suffix is the edit: at most one character a side.
  return endA - start <= 1 && endB - start <= 1;
}

/** Lists of ids as one array of ids and one of start offsets (list i: ids[start[i]..start[i+1])). */
function packed(lists: readonly (readonly number[])[]): [Int32Array, Int32Array] {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (start[i + 1] = (start[i] ?? 0) + list.length));
  const ids = new Int32Array(start[lists.length] ?? 0);
  lists.forEach((list, i) => {
    ids.set(list, start[i]);
  });
  return [start, ids];
}
