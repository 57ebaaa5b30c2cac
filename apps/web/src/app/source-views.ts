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
  /**
   * The page of one document, at the source's path plus the document id (§2: /amning/{document});
   * a source with one also has the name paths (lakemedel/{name?}, substans/{name?}).
   */
  document?: LazyComponent;
}

/**
 * Each source's view; the routes and the tab bar follow packages/assessment's SOURCES table and
 * this map. A source whose view is null has a tab that says it comes in a later version, and no
 * route yet.
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
    searchPaths: ['substance/:search?'],
  },
  riskprofile: {
    page: async () => {
      const { RiskprofileRoute } = await import('./routes/riskprofile-route.tsx');
      return { Component: RiskprofileRoute };
    },
    print: null,
    searchPaths: [],
  },
  njurfunktion: {
    page: async () => {
      const { RenalRoute } = await import('./routes/renal-route.tsx');
      return { Component: RenalRoute };
    },
    print: null,
    searchPaths: [],
  },
  birthdefect: {
    page: async () => {
      const { BirthDefectView } =
        await import('../features/birth-defect/components/birth-defect-view.tsx');
      return { Component: BirthDefectView };
    },
    print: null,
    searchPaths: [],
    document: async () => {
      const { BirthDefectDocumentPage } =
        await import('../features/birth-defect/components/birth-defect-document-page.tsx');
      return { Component: BirthDefectDocumentPage };
    },
  },
  lactation: {
    page: async () => {
      const { LactationView } = await import('../features/lactation/components/lactation-view.tsx');
      return { Component: LactationView };
    },
    print: null,
    searchPaths: [],
    document: async () => {
      const { LactationDocumentPage } =
        await import('../features/lactation/components/lactation-document-page.tsx');
      return { Component: LactationDocumentPage };
    },
  },
  genus: {
    page: async () => {
      const { GenusView } = await import('../features/genus/components/genus-view.tsx');
      return { Component: GenusView };
    },
    print: null,
    searchPaths: [],
    document: async () => {
      const { GenusDocumentPage } =
        await import('../features/genus/components/genus-document-page.tsx');
      return { Component: GenusDocumentPage };
    },
  },
};

/** Whether a source has a page to go to. */
export function hasView(source: SourceName): boolean {
  return SOURCE_VIEWS[source] !== null;
}
