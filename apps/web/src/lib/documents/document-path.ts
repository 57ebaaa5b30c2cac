/** The page of one document of a source (specification §2: /amning/{document} …). */
export function documentPath(sourcePath: string, documentId: string): string {
  return `${sourcePath}/${encodeURIComponent(documentId)}`;
}
