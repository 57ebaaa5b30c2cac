/** Joins a list in Swedish: 'a', 'a och b', 'a, b och c' (specification §9). */
export function joinSwedish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;
}

/** Characters kept for the background when texts are shortened (specification §9). */
export const BACKGROUND_RESERVE = 100;
const ELLIPSIS = '…';

/**
 * Shortens a main text and its background to a total limit, keeping 100 characters for the
 * background (specification §9 'Text shortening'): the main text gets what the background does
 * not need, and each cut text ends in an ellipsis.
 */
export function shortenWithBackground(
  main: string,
  background: string,
  totalLimit: number,
): { main: string; background: string } {
  if (main.length + background.length <= totalLimit) return { main, background };
  const backgroundLimit = Math.min(background.length, BACKGROUND_RESERVE, totalLimit);
  const mainLimit = Math.max(0, totalLimit - backgroundLimit);
  return { main: cut(main, mainLimit), background: cut(background, backgroundLimit) };
}

function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (limit === 0) return '';
  return text.slice(0, limit - 1).trimEnd() + ELLIPSIS;
}
