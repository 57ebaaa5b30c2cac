import type { SourceName } from '@medkompass/contracts/source.ts';
import type { DocumentCall } from './document-results.ts';

/** How a source classifies what it assesses (specification §3 'Classifications per source'). */
export type ClassificationScale =
  /** A–D with documentation grade 0–4, e.g. C3. */
  | 'interaction'
  /** '-', I, II, III. */
  | 'riskLevel'
  /** A–D, '?' or X (invalid age). */
  | 'renal'
  /** 1–3 or '?'. */
  | 'pregnancyLevel'
  /** A, B, C, C! or '?'. */
  | 'genus';

export interface SourceDefinition {
  id: SourceName;
  /** The Swedish route (specification §2). */
  path: `/${string}`;
  /** The English route, for the one source with an English variant; null otherwise. */
  englishPath: `/en/${string}` | null;
  /** The Swedish name, for what the server writes itself (contact mail, operators' CLI). */
  label: string;
  /** The i18n key of the tab's and page's name (apps/web/src/locales). */
  i18nKey: `sources.${SourceName}`;
  /** The assessment call of specification §7 that the tab's data comes from. */
  apiPath: `/api/${string}`;
  /** The call of the English variant (§7: /api/gender), for the source that has one. */
  englishApiPath: `/api/${string}` | null;
  scale: ClassificationScale;
  /** Only with a session granted the source (specification §6). */
  loginRequired: boolean;
  /** Relevant to women of fertile age only: greyed for other patients (specification §2). */
  fertileAgeOnly: boolean;
  /**
   * The source's addresses beyond its tab (specification §2), for the server's table of pages
   * (site-routes.ts) and the web router alike; the web app's descriptor of the source gives
   * their components.
   */
  pages: SourcePages;
}

export interface SourcePages {
  /** A print view at {path}/utskrift. */
  print: boolean;
  /** Paths under the source's own whose `search` parameter sets the search list. */
  searchPaths: readonly `${string}/:search?`[];
  /**
   * The document call behind a page per document ({path}/{document}), which comes with the name
   * paths (lakemedel/…, substans/…); null: the source has no document pages.
   */
  documentCall: Extract<DocumentCall, 'lactation' | 'birthdefect' | 'genus'> | null;
}

const TAB_AND_PRINT: SourcePages = { print: true, searchPaths: [], documentCall: null };
const documentPages = (call: SourcePages['documentCall']): SourcePages => ({
  print: true,
  searchPaths: [],
  documentCall: call,
});

/**
 * The six sources, in tab order (specification §1, §2). Routes, the tab bar, badges, data
 * fetching and the server's defaults and labels are driven by this table: adding a source is one
 * row here, its contract (SourceName) and its feature folder (ADR 40).
 */
export const SOURCES: readonly SourceDefinition[] = [
  {
    id: 'interactions',
    path: '/interaktioner',
    englishPath: null,
    label: 'Interaktioner',
    i18nKey: 'sources.interactions',
    apiPath: '/api/interaction/dataByNslIds',
    englishApiPath: null,
    scale: 'interaction',
    loginRequired: false,
    fertileAgeOnly: false,
    pages: { print: true, searchPaths: ['substance/:search?'], documentCall: null },
  },
  {
    id: 'riskprofile',
    path: '/riskprofil',
    englishPath: null,
    label: 'Riskprofil',
    i18nKey: 'sources.riskprofile',
    apiPath: '/api/riskprofile',
    englishApiPath: null,
    scale: 'riskLevel',
    loginRequired: true,
    fertileAgeOnly: false,
    pages: TAB_AND_PRINT,
  },
  {
    id: 'njurfunktion',
    path: '/njurfunktion',
    englishPath: null,
    label: 'Njurfunktion',
    i18nKey: 'sources.njurfunktion',
    apiPath: '/api/njurfunktion',
    englishApiPath: null,
    scale: 'renal',
    loginRequired: false,
    fertileAgeOnly: false,
    pages: TAB_AND_PRINT,
  },
  {
    id: 'birthdefect',
    path: '/fosterpaverkan',
    englishPath: null,
    label: 'Fosterpåverkan',
    i18nKey: 'sources.birthdefect',
    apiPath: '/api/birthdefect',
    englishApiPath: null,
    scale: 'pregnancyLevel',
    loginRequired: false,
    fertileAgeOnly: true,
    pages: documentPages('birthdefect'),
  },
  {
    id: 'lactation',
    path: '/amning',
    englishPath: null,
    label: 'Amning',
    i18nKey: 'sources.lactation',
    apiPath: '/api/lactation',
    englishApiPath: null,
    scale: 'pregnancyLevel',
    loginRequired: false,
    fertileAgeOnly: true,
    pages: documentPages('lactation'),
  },
  {
    id: 'genus',
    path: '/genus',
    englishPath: '/en/sexandgender',
    label: 'Genus',
    i18nKey: 'sources.genus',
    apiPath: '/api/genus',
    englishApiPath: '/api/gender',
    scale: 'genus',
    loginRequired: false,
    fertileAgeOnly: false,
    pages: documentPages('genus'),
  },
];

const BY_ID = new Map(SOURCES.map((source) => [source.id, source]));

/** Every source's id, in tab order. */
export const SOURCE_IDS: readonly SourceName[] = SOURCES.map((source) => source.id);

export function sourceDefinition(id: SourceName): SourceDefinition {
  const source = BY_ID.get(id);
  // The table holds every SourceName; the test proves it.
  if (!source) throw new Error(`Okänd källa ${id}`);
  return source;
}

/**
 * The source a path belongs to (specification §2: 'The current source is derived from the
 * path'); null for pages that are no source (start, about, content …).
 */
export function sourceOfPath(pathname: string): SourceDefinition | null {
  const path = pathname.toLowerCase();
  return (
    SOURCES.find(
      (source) =>
        path === source.path ||
        path.startsWith(`${source.path}/`) ||
        (source.englishPath !== null &&
          (path === source.englishPath || path.startsWith(`${source.englishPath}/`))),
    ) ?? null
  );
}
