import type { Substance } from '@medkompass/contracts/substance.ts';

// Its own module, apart from the CDS Hooks contract: the knowledge base (and with it the web app's
// first page) needs the index but none of the FHIR schemas.

/** Names compared as a record system may write them: any case, spacing or trailing blanks. */
const foldName = (name: string): string => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv');

/**
 * Substances by ATC code and by exact name (Swedish, English or a synonym, any case): how a record system
 * that does not send NPL ids names a drug. For a code several substances carry, top parents come
 * first (a salt's code names its parent's drug).
 */
export class SubstanceCodeIndex {
  private readonly byAtc = new Map<string, string[]>();
  private readonly byName = new Map<string, string>();

  constructor(substances: readonly Substance[]) {
    const ordered = [...substances].sort((a, b) => Number(b.isTopParent) - Number(a.isTopParent));
    for (const substance of ordered) {
      for (const code of substance.atcCodes)
        this.byAtc.set(code, [...(this.byAtc.get(code) ?? []), substance.nslId]);
      for (const name of [
        substance.name,
        ...substance.names.map((n) => n.name),
        ...(substance.synonyms ?? []),
      ]) {
        if (!this.byName.has(foldName(name))) this.byName.set(foldName(name), substance.nslId);
      }
    }
  }

  withAtc(atcCode: string): readonly string[] {
    return this.byAtc.get(atcCode) ?? [];
  }

  named(name: string): string | undefined {
    return this.byName.get(foldName(name));
  }
}
