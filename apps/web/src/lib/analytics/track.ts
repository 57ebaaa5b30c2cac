import { readCookie, STATISTICS_COOKIE } from '../cookies/cookies.ts';

/** What the statistics count: a page view of a path, or a search tag of a kind being added. */
export type Tracked = { page: string } | { tag: 'product' | 'substance' };

/**
 * Counts a page view (specification §7: after each route change) or an added search tag (§2),
 * when the visitor has allowed statistics. Only then is the tracker loaded, so the first page's
 * JavaScript holds no more than this check (ADR 0045). A failure is dropped: statistics must
 * never disturb the page.
 */
export function track(event: Tracked, integrated: boolean): void {
  if (readCookie(document.cookie, STATISTICS_COOKIE) !== 'yes') return;
  import('./tracker.ts').then((tracker) => tracker.send(event, integrated)).catch(() => undefined);
}
