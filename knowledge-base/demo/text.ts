// Small text helpers shared by the source modules.

/** The text with its first letter in upper case ('warfarin' → 'Warfarin'). */
export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A deterministic ISO date for a record, spread over a few review dates so that the demo does not
 * look as if everything was reviewed on one day. Same id, same date, every build.
 */
export function reviewDate(id: string): string {
  const dates = [
    '2025-09-15',
    '2025-11-03',
    '2026-01-20',
    '2026-03-09',
    '2026-05-25',
    '2026-08-31',
    '2026-10-12',
  ];
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return dates[hash % dates.length] ?? '2026-10-12';
}

/** The lower-case slug of a substance key, used in document ids ('IDDEMO…' keys → 'metformin'). */
export const slug = (key: string): string => key.toLowerCase();
