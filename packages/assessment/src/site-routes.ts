import {
  contentIndexSourceSchema,
  indexCharacterSchema,
  indexClassificationSchema,
  INDEX_CLASSIFICATIONS,
} from '@medkompass/contracts/content-index-paths.ts';
import type { DocumentCall } from './document-results.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
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

/**
 * The web app's layout around a page: the search with its tabs (`search`), a readable column
 * (`page`), the English search (`english`), a print view outside the site's frame (`print`), or
 * the site's frame alone (`bare`).
 */
export type RouteLayout = 'search' | 'page' | 'english' | 'print' | 'bare';

/**
 * What the web app shows at an address; apps/web/src/app/route-components.ts gives each its
 * component or loader. Several addresses may show one page: a source's pages name the source in
 * the entry, and an English address shows the English form. A redirect shows nothing of its own.
 */
export type SitePage =
  | 'start'
  | 'login'
  | 'sourceTab'
  | 'sourcePrint'
  | 'reviewPrint'
  | 'sourceSearchPath'
  | 'productName'
  | 'substanceName'
  | 'sourceDocument'
  | 'sideEffects'
  | 'forgotPassword'
  | 'changePassword'
  | 'contact'
  | 'nav'
  | 'aboutStart'
  | 'aboutPage'
  | 'contentIndex'
  | 'englishIndexAddress'
  | 'englishTab'
  | 'sexandgenderAddress'
  | 'smartLaunch';

export interface SiteRoute {
  /** Segments: literals, `:name` and, last only, `:name?`. Literals match case-insensitively. */
  pattern: `/${string}`;
  page: SitePage;
  layout: RouteLayout;
  /** The source whose page it is: its guard and its components follow the source. */
  source?: SourceName;
  /** The client only sends the visitor to another address: a loader, no component. */
  redirect?: true;
  /** Parameter values the route accepts, where the contracts know them all. */
  accepts?: (params: RouteParams) => boolean;
  lookup?: RouteLookup;
}

/** SMART on FHIR: the launch address a record system opens, and the app's redirect address. */
export const SMART_LAUNCH_PATH = '/launch';
export const SMART_REDIRECT_PATH = '/launch/redirect';

/** The print document of the whole review: a summary, then every source's print section. */
export const REVIEW_PRINT_PATH = '/genomgang/utskrift';

/** The search, its tabs and a source's print, search, document and name pages (specification §2). */
function sourceRoutes(): SiteRoute[] {
  return SOURCES.flatMap(({ id: source, path, pages }): SiteRoute[] => [
    { pattern: path, page: 'sourceTab', layout: 'search', source },
    ...(pages.print
      ? [{ pattern: `${path}/utskrift`, page: 'sourcePrint', layout: 'print', source } as const]
      : []),
    ...pages.searchPaths.map(
      (searchPath) =>
        ({
          pattern: `${path}/${searchPath}`,
          page: 'sourceSearchPath',
          layout: 'search',
          source,
        }) as const,
    ),
    ...(pages.documentCall
      ? ([
          { pattern: `${path}/lakemedel/:name?`, page: 'productName', layout: 'search', source },
          { pattern: `${path}/substans/:name?`, page: 'substanceName', layout: 'search', source },
          {
            pattern: `${path}/:document`,
            page: 'sourceDocument',
            layout: 'search',
            source,
            lookup: { kind: 'document', call: pages.documentCall },
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

/**
 * A content index's three forms (all, by initial character, by classification), each shown as
 * `page` (a redirect's target is the same form under the English index).
 */
function indexRoutes(
  prefix: `/${string}`,
  page: Pick<SiteRoute, 'page' | 'redirect'>,
  fixedSource?: 'sexandgender',
): SiteRoute[] {
  const base = fixedSource ? prefix : (`${prefix}/:source` as const);
  const sourceOf = (params: RouteParams) => fixedSource ?? params.source;
  const sourceOk = (params: RouteParams) => fixedSource !== undefined || isIndexSource(params);
  const form = { ...page, layout: 'page' } as const;
  return [
    { pattern: base, ...form, accepts: sourceOk },
    {
      pattern: `${base}/classification/:classification?`,
      ...form,
      accepts: (params) =>
        sourceOk(params) && isIndexClassification(sourceOf(params), params.classification),
    },
    {
      pattern: `${base}/:char`,
      ...form,
      accepts: (params) => sourceOk(params) && isIndexCharacter(params),
    },
  ];
}

/**
 * Every page path of the site (specification §2), Swedish and English, in matching order: a
 * literal segment outranks a parameter, as in the client router. The server answers 404 for a
 * path outside this table; the client router is built from it (apps/web/src/app/router.tsx),
 * each entry under its layout, with the page that route-components.ts gives it.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { pattern: '/', page: 'start', layout: 'search' },
  { pattern: '/login', page: 'login', layout: 'search' },
  ...sourceRoutes(),
  // The whole review of the list and patient, every source under one print header.
  { pattern: REVIEW_PRINT_PATH, page: 'reviewPrint', layout: 'print' },
  { pattern: '/biverkning', page: 'sideEffects', layout: 'search' },
  // The English name of the source under Swedish addresses is the Swedish genus page (§2).
  { pattern: '/sexandgender', page: 'sexandgenderAddress', layout: 'bare', redirect: true },
  { pattern: '/kontakt', page: 'contact', layout: 'bare' },
  { pattern: '/nav', page: 'nav', layout: 'bare' },
  // SMART on FHIR (ADR 48): a record system launches the app here; its authorization server
  // sends the prescriber back to the redirect address.
  { pattern: SMART_LAUNCH_PATH, page: 'smartLaunch', layout: 'bare' },
  { pattern: SMART_REDIRECT_PATH, page: 'smartLaunch', layout: 'bare' },
  { pattern: '/auth/forgotPassword', page: 'forgotPassword', layout: 'page' },
  { pattern: '/auth/changePassword/:token?', page: 'changePassword', layout: 'page' },
  // The product's own information page.
  { pattern: '/about', page: 'aboutStart', layout: 'page', redirect: true },
  { pattern: '/about/:tag', page: 'aboutPage', layout: 'page', lookup: { kind: 'aboutTag' } },
  // The English index's Swedish address.
  ...indexRoutes(
    '/content/sexandgender',
    { page: 'englishIndexAddress', redirect: true },
    'sexandgender',
  ),
  ...indexRoutes('/content', { page: 'contentIndex' }),
  // English exists for sex and gender only (specification §1).
  { pattern: '/en/sexandgender', page: 'englishTab', layout: 'english', source: 'genus' },
  {
    pattern: '/en/sexandgender/drug/:name?',
    page: 'productName',
    layout: 'english',
    source: 'genus',
  },
  {
    pattern: '/en/sexandgender/substance/:name?',
    page: 'substanceName',
    layout: 'english',
    source: 'genus',
  },
  {
    pattern: '/en/sexandgender/:document',
    page: 'sourceDocument',
    layout: 'english',
    source: 'genus',
    lookup: { kind: 'document', call: 'gender' },
  },
  { pattern: '/en/kontakt', page: 'contact', layout: 'bare' },
  { pattern: '/en/nav', page: 'nav', layout: 'bare' },
  { pattern: '/en/auth/forgotPassword', page: 'forgotPassword', layout: 'page' },
  { pattern: '/en/auth/changePassword/:token?', page: 'changePassword', layout: 'page' },
  { pattern: '/en/about', page: 'aboutStart', layout: 'page', redirect: true },
  { pattern: '/en/about/:tag', page: 'aboutPage', layout: 'page', lookup: { kind: 'aboutTag' } },
  ...indexRoutes('/en/content/sexandgender', { page: 'contentIndex' }, 'sexandgender'),
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
