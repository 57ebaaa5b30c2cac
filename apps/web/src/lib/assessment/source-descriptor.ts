import type { ComponentType } from 'react';
import type { SourceName } from '@medkompass/contracts/source.ts';

/** A route module loaded on first visit (React Router's `lazy`). */
export type LazyComponent = () => Promise<{ Component: ComponentType }>;

/**
 * What a source's feature folder gives the app (its `index.ts`); app/source-registry.ts composes
 * them. The addresses are packages/assessment's (SOURCES, site-routes.ts); these are the pages
 * at them. The pages are dynamic imports: the descriptor is in the first load, the views are not.
 */
export interface SourceDescriptor {
  id: SourceName;
  /** The source's tab page. */
  page: LazyComponent;
  /** The page's print view, for a source whose SOURCES row has one (`pages.print`); else null. */
  print: LazyComponent | null;
  /** The page of one document, for a source whose SOURCES row has a `pages.documentCall`. */
  document?: LazyComponent;
}
