import { matchSitePath } from './site-routes.ts';

/**
 * Route parameters that may be counted as they are: each is checked by its route against a
 * closed set (content-index sources, initial characters, classifications), so it can hold no
 * name, id or typed text. Every other parameter — a drug's or substance's name, a document, an
 * information page's tag (a mistyped address may hold any text), a reset token — is sent as its
 * placeholder.
 */
const CLOSED_SET_PARAMETERS = new Set(['source', 'char', 'classification']);

/** What a path no route has is counted as: its text could be anything. */
export const UNKNOWN_ANALYTICS_PATH = '/:unknown';

/**
 * The path the statistics count for a page address: its route's pattern, e.g.
 * `/amning/substans/:name` for `/amning/substans/warfarin`, so no drug, patient or
 * typed text is ever sent (ADR 0045). A query string or fragment is dropped first. Applying it to
 * its own result gives the same path, so the server can apply it again to what it receives.
 */
export function analyticsPath(address: string): string {
  const pathname = address.replace(/[?#].*$/s, '');
  const match = matchSitePath(pathname === '' ? '/' : pathname);
  if (match === null) return UNKNOWN_ANALYTICS_PATH;
  const parts = match.route.pattern === '/' ? [] : match.route.pattern.slice(1).split('/');
  const kept: string[] = [];
  for (const part of parts) {
    if (!part.startsWith(':')) {
      kept.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = match.params[name];
    if (value === undefined) continue;
    kept.push(CLOSED_SET_PARAMETERS.has(name) ? encodeURIComponent(value) : `:${name}`);
  }
  return `/${kept.join('/')}`;
}
