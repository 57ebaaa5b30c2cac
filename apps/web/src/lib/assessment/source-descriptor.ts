import type { ComponentType } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { AssessmentList } from './assessment-list.ts';
import type { BadgeContext, SourceBadge } from './source-badges.ts';

/** A route module loaded on first visit (React Router's `lazy`). */
export type LazyComponent = () => Promise<{ Component: ComponentType }>;

type AnyQueryOptions = UseQueryOptions<unknown, Error, unknown>;

/** How the app fetches a source's assessment of the search list and badges its tab. */
export interface SourceAssessment {
  /** The source's call (packages/assessment SOURCES: apiPath), made only when `enabled`. */
  query: (list: AssessmentList, enabled: boolean) => AnyQueryOptions;
  /** The tab's badge from the call's answer (njurfunktion also reads the patient of the URL). */
  badge: (data: unknown, context: BadgeContext) => SourceBadge;
  /** The tab's badge when the search list is empty; null: none. */
  emptyBadge: ((context: BadgeContext) => SourceBadge) | null;
}

/** Binds a query to its badge rule; the answer given to `badge` is the one `query` fetched. */
export function sourceAssessment<T, K extends readonly unknown[]>(
  query: (list: AssessmentList, enabled: boolean) => UseQueryOptions<T, Error, T, K>,
  badge: (data: T, context: BadgeContext) => SourceBadge,
  emptyBadge: SourceAssessment['emptyBadge'] = null,
): SourceAssessment {
  return {
    // Erased to sit in one table: the data the badge is given is what this query fetched.
    query: query as unknown as SourceAssessment['query'],
    badge: (data, context) => badge(data as T, context),
    emptyBadge,
  };
}

/**
 * What a source's feature folder gives the app (its `index.ts`); app/source-registry.ts composes
 * them. The addresses are packages/assessment's (SOURCES, site-routes.ts); these are the pages
 * at them. The pages are dynamic imports: the descriptor is in the first load, the views are not.
 */
export interface SourceDescriptor {
  id: SourceName;
  /** The call whose answer the tab and its badge show, and the badge's rule. */
  assessment: SourceAssessment;
  /** The source's tab page. */
  page: LazyComponent;
  /** The page's print view, for a source whose SOURCES row has one (`pages.print`); else null. */
  print: LazyComponent | null;
  /** The page of one document, for a source whose SOURCES row has a `pages.documentCall`. */
  document?: LazyComponent;
}
