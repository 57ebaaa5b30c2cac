import { createContext, useContext, type ReactNode } from 'react';

const OwnTitles = createContext(true);

/**
 * A printed page's title (the browser's name for the saved PDF). A print view that is one
 * section of a document composing several (the whole review) leaves the title to the document:
 * React hoists every <title> into the head, and the last section's would win.
 */
export function PageTitle({ children }: { children: string }) {
  return useContext(OwnTitles) ? <title>{children}</title> : null;
}

/** Around print views composed into one document: their own titles are left out. */
export function WithoutSectionTitles({ children }: { children: ReactNode }) {
  return <OwnTitles value={false}>{children}</OwnTitles>;
}
