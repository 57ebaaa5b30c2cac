/**
 * Sorted name tokens for prefix lookups: every token that starts with a term lies in one
 * contiguous range, found by binary search. A one-letter query over 100 000 names then scans
 * its range instead of scoring every matching document, which keeps short queries fast.
 */
export class PrefixIndex {
  private readonly tokens: string[];
  private readonly owners: Int32Array;

  constructor(tokensPerEntry: readonly (readonly string[])[]) {
    const pairs: [string, number][] = [];
    tokensPerEntry.forEach((tokens, entry) => {
      for (const token of new Set(tokens)) pairs.push([token, entry]);
    });
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.tokens = pairs.map(([token]) => token);
    this.owners = Int32Array.from(pairs, ([, entry]) => entry);
  }

  /**
   * Calls `visit` with each entry owning a token that starts with `prefix`, and whether that
   * token is the prefix itself (an entry may come more than once).
   */
  forEachOwner(prefix: string, visit: (entry: number, isWholeToken: boolean) => void): void {
    for (let i = this.lowerBound(prefix); i < this.tokens.length; i++) {
      const token = this.tokens[i] ?? '';
      if (!token.startsWith(prefix)) break;
      visit(this.owners[i] ?? 0, token.length === prefix.length);
    }
  }

  /** How many tokens start with `prefix`: the cost of visiting them. */
  countTokens(prefix: string): number {
    const start = this.lowerBound(prefix);
    return this.lowerBound(`${prefix}\uffff`) - start;
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
}
