import type { ComponentType } from 'react';
import type { SourceName } from '@medkompass/contracts/source.ts';

/** A route module loaded on first visit (React Router's `lazy`). */
export type LazyComponent = () => Promise<{ Component: ComponentType }>;

/**
 * What a source's feature folder gives the app (its `index.ts`); app/source-registry.ts composes
 * them. The pages are dynamic imports: the descriptor is in the first load, the views are not.
 */
export interface SourceDescriptor {
  id: SourceName;
  /** The source's tab page. */
  page: LazyComponent;
  /** The page's print view, opened in a window of its own; null when it has none. */
  print: LazyComponent | null;
  /** Paths under the source's own whose `search` parameter sets the search list (§2). */
  searchPaths: readonly string[];
  /**
   * The page of one document, at the source's path plus the document id (§2: /amning/{document});
   * a source with one also has the name paths (lakemedel/{name?}, substans/{name?}).
   */
  document?: LazyComponent;
}
