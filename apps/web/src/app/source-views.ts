import type { ComponentType } from 'react';
import type { SourceName } from '@medkompass/contracts/source.ts';

/** A route module loaded on first visit (React Router's `lazy`). */
export type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** The web app's pages of a source. */
export interface SourceView {
  /** The source's tab page. */
  page: LazyComponent;
  /** The page's print view, opened in a window of its own; null when it has none. */
  print: LazyComponent | null;
  /** Paths under the source's own whose `search` parameter sets the search list (§2). */
  searchPaths: readonly string[];
}

/**
 * Each source's view; the routes and the tab bar follow packages/assessment's SOURCES table and
 * this map. A source whose view is null has a tab that says it comes in a later version, and no
 * route: the other five sources get their views in the next issue.
 */
export const SOURCE_VIEWS: Record<SourceName, SourceView | null> = {
  interactions: {
    page: async () => {
      const { InteractionsRoute } = await import('./routes/interactions-route.tsx');
      return { Component: InteractionsRoute };
    },
    print: async () => {
      const { InteractionsPrintRoute } = await import('./routes/interactions-print-route.tsx');
      return { Component: InteractionsPrintRoute };
    },
    searchPaths: ['substance/:search'],
  },
  riskprofile: null,
  njurfunktion: {
    page: async () => {
      const { RenalRoute } = await import('./routes/renal-route.tsx');
      return { Component: RenalRoute };
    },
    print: null,
    searchPaths: [],
  },
  birthdefect: null,
  lactation: null,
  genus: null,
};

/** Whether a source has a page to go to. */
export function hasView(source: SourceName): boolean {
  return SOURCE_VIEWS[source] !== null;
}
