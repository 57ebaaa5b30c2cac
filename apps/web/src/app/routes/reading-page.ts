/**
 * The handle of a route whose page is for reading, with no field to type into: its first paint
 * may be rendered on the server once its code has loaded (entry-server.tsx, ADR 32), and the app
 * replaces it once the same code is in. A form's is not, since what a person typed into the
 * server's fields before the app took over would be lost.
 */
export interface ReadingPageHandle {
  readingPage: true;
}

export function isReadingPage(handle: unknown): handle is ReadingPageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as Partial<ReadingPageHandle>).readingPage === true
  );
}
