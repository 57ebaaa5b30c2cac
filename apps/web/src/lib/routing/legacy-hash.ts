import { matchSitePath } from '@medkompass/assessment/site-routes.ts';

/** Old start-page tabs (`#/home/amning`) and forms whose new path differs from the old one. */
const RENAMED: Readonly<Record<string, string>> = {
  '/home': '/',
  // The old login page opened on the interactions tab.
  '/login': '/interaktioner',
  '/info': '/about',
};

function newPathOf(oldPath: string): string {
  const path = oldPath === '' ? '/' : oldPath.replace(/(.)\/$/, '$1');
  const renamed = RENAMED[path.toLowerCase()];
  if (renamed !== undefined) return renamed;
  const home = /^\/home(\/.+)$/i.exec(path);
  if (home?.[1] !== undefined) return home[1];
  const info = /^\/info(\/.+)$/i.exec(path);
  if (info?.[1] !== undefined) return `/about${info[1]}`;
  return path;
}

/**
 * Where an old hash-style address leads (specification §2: '#/home/amning' → '/amning',
 * '#/login' → '/interaktioner', '#/info/…' → '/about/…'), its query kept; null for any other
 * hash, such as an in-page anchor ('#kakor'). Only a path of the site's own route table is ever
 * returned, so no address can lead off the site.
 */
export function legacyHashTarget(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const [oldPath = '', query = ''] = hash.slice(1).split(/\?(.*)/s, 2);
  const path = newPathOf(oldPath);
  if (matchSitePath(path) === null) return null;
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * Replaces an old hash address with its new path, before the router reads the address; true
 * when it did.
 */
export function redirectLegacyHash(location: Location, history: History): boolean {
  const target = legacyHashTarget(location.hash);
  if (target === null) return false;
  // replaceState, so Back does not return to the old form and redirect again.
  history.replaceState(null, '', target);
  return true;
}
