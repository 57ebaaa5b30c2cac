/** How much of a fetal-impact assessment the tab shows (specification §4: 200 characters). */
export const TAB_TEXT_LIMIT = 200;

/** A cut at a sentence or clause end is preferred when it keeps at least this share. */
const CLAUSE_SHARE = 0.6;

/**
 * A text cut to at most `limit` characters, ending in '…', so the tab stays easy to scan; the
 * whole text is on the document page. A text within the limit is kept whole. The cut falls at
 * the end of a sentence or clause when one is near the limit, else at a word boundary, so as
 * much of the clinical content as fits is kept and no sentence stops on a stray word.
 */
export function shortenText(
  text: string,
  limit: number = TAB_TEXT_LIMIT,
): { text: string; shortened: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return { text: trimmed, shortened: false };
  const room = trimmed.slice(0, limit - 1);
  const clauseEnd = Math.max(...[...room.matchAll(/[.;:,](?=\s)/g)].map((m) => m.index), -1);
  const wordEnd = room.search(/\s\S*$/);
  const end = clauseEnd >= limit * CLAUSE_SHARE ? clauseEnd : wordEnd > 0 ? wordEnd : room.length;
  return { text: `${room.slice(0, end).replace(/[\s,;:.–-]+$/, '')}…`, shortened: true };
}
