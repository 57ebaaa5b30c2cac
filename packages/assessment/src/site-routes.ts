import {
  contentIndexSourceSchema,
  indexCharacterSchema,
  indexClassificationSchema,
  INDEX_CLASSIFICATIONS,
} from '@medkompass/contracts/content-index-paths.ts';
import type { DocumentCall } from './document-results.ts';
import { SOURCES } from './sources.ts';

/** A route's parameters, decoded; an optional parameter that is absent is undefined. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * What only the server can check about a path beyond its shape: that the document or the
 * information page it names exists.
 */
export type RouteLookup =
  | {
      kind: 'document';
      call: Extract<DocumentCall, 'lactation' | 'birthdefect' | 'genus' | 'gender'>;
    }
  | { kind: 'aboutTag' };

export interface SiteRoute {
  /** Segments: literals, `:name` and, last only, `:name?`. Literals match case-insensitively. */
  pattern: `/${string}`;
  /** Parameter values the route accepts, where the contracts know them all. */
  accepts?: (params: RouteParams) => boolean;
  lookup?: RouteLookup;
}

/** The search, its tabs and a source's print, search, document and name pages (specification §2). */
function sourceRoutes(): SiteRoute[] {
  return SOURCES.flatMap((source): SiteRoute[] => [
    { pattern: source.path },
    ...(source.pages.print ? [{ pattern: `${source.path}/utskrift` } as const] : []),
    ...source.pages.searchPaths.map((path) => ({ pattern: `${source.path}/${path}` }) as const),
    ...(source.pages.documentCall
      ? ([
          { pattern: `${source.path}/lakemedel/:name?` },
          { pattern: `${source.path}/substans/:name?` },
          {
            pattern: `${source.path}/:document`,
            lookup: { kind: 'document', call: source.pages.documentCall },
          },
        ] as const)
      : []),
  ]);
}

const isIndexSource = (params: RouteParams) =>
  params.source !== 'sexandgender' && contentIndexSourceSchema.safeParse(params.source).success;
const isIndexCharacter = (params: RouteParams) =>
  indexCharacterSchema.safeParse(params.char).success;

function isIndexClassification(source: string | undefined, classification: string | undefined) {
  if (classification === undefined) return true;
  const parsedSource = contentIndexSourceSchema.safeParse(source);
  const parsed = indexClassificationSchema.safeParse(classification);
  return (
    parsedSource.success &&
    parsed.success &&
    INDEX_CLASSIFICATIONS[parsedSource.data].includes(parsed.data)
  );
}

/** A content index's three forms (all, by initial character, by classification). */
function indexRoutes(prefix: `/${string}`, fixedSource?: 'sexandgender'): SiteRoute[] {
  const base = fixedSource ? prefix : (`${prefix}/:source` as const);
  const sourceOf = (params: RouteParams) => fixedSource ?? params.source;
  const sourceOk = (params: RouteParams) => fixedSource !== undefined || isIndexSource(params);
  return [
    { pattern: base, accepts: sourceOk },
    {
      pattern: `${base}/classification/:classification?`,
      accepts: (params) =>
        sourceOk(params) && isIndexClassification(sourceOf(params), params.classification),
    },
    { pattern: `${base}/:char`, accepts: (params) => sourceOk(params) && isIndexCharacter(params) },
  ];
}

/**
 * Every page path of the site (specification §2), Swedish and English, in matching order: a
 * literal segment outranks a parameter, as in the client router. The server answers 404 for a
 * path outside this table, the client router has a route for every entry (a web test checks
 * both ways).
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { pattern: '/' },
  { pattern: '/login' },
  ...sourceRoutes(),
  { pattern: '/biverkning' },
  { pattern: '/sexandgender' },
  { pattern: '/kontakt' },
  { pattern: '/nav' },
  { pattern: '/auth/forgotPassword' },
  { pattern: '/auth/changePassword/:token?' },
  { pattern: '/about' },
  { pattern: '/about/:tag', lookup: { kind: 'aboutTag' } },
  ...indexRoutes('/content/sexandgender', 'sexandgender'),
  ...indexRoutes('/content'),
  // English exists for sex and gender only (specification §1).
  { pattern: '/en/sexandgender' },
  { pattern: '/en/sexandgender/drug/:name?' },
  { pattern: '/en/sexandgender/substance/:name?' },
  { pattern: '/en/sexandgender/:document', lookup: { kind: 'document', call: 'gender' } },
  { pattern: '/en/kontakt' },
  { pattern: '/en/nav' },
  { pattern: '/en/auth/forgotPassword' },
  { pattern: '/en/auth/changePassword/:token?' },
  { pattern: '/en/about' },
  { pattern: '/en/about/:tag', lookup: { kind: 'aboutTag' } },
  ...indexRoutes('/en/content/sexandgender', 'sexandgender'),
];

export interface SiteRouteMatch {
  route: SiteRoute;
  params: RouteParams;
}

/** The path's segments, decoded; null for a path no route can have (malformed escapes, '//'). */
function segmentsOf(pathname: string): string[] | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (!trimmed.startsWith('/')) return null;
  const raw = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  const decoded: string[] = [];
  for (const segment of raw) {
    if (segment === '') return null;
    try {
      decoded.push(decodeURIComponent(segment));
    } catch {
      return null;
    }
  }
  return decoded;
}

function matchPattern(pattern: string, segments: readonly string[]): RouteParams | null {
  const parts = pattern === '/' ? [] : pattern.slice(1).split('/');
  const params: Record<string, string | undefined> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined && !optional) return null;
      params[name] = segment;
    } else if (segment === undefined || segment.toLowerCase() !== part.toLowerCase()) {
      return null;
    }
  }
  return segments.length <= parts.length ? params : null;
}

/** The site route a path (without query or hash) belongs to, or null for an unknown path. */
export function matchSitePath(pathname: string): SiteRouteMatch | null {
  const segments = segmentsOf(pathname);
  if (segments === null) return null;
  for (const route of SITE_ROUTES) {
    const params = matchPattern(route.pattern, segments);
    if (params !== null && (route.accepts?.(params) ?? true)) return { route, params };
  }
  return null;
}
