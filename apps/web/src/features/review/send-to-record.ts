/** The type of the message that hands the review's FHIR Bundle to the embedding record system. */
export const REVIEW_FHIR_MESSAGE = 'medkompass:review-fhir';

/** Whether the app runs inside another page's frame; never on the server's first paint. */
export function isEmbedded(): boolean {
  return typeof window !== 'undefined' && window.parent !== window;
}

/**
 * The origin of the page that embeds the app, or null when it cannot be known. The Bundle holds
 * patient data, so unlike the contact form's messages (which carry nothing personal and go to
 * '*') it is sent only to the embedder's own origin: the browser's ancestorOrigins where it has
 * them, else the origin of the page that opened the frame (the Referer).
 */
export function embedderOrigin(): string | null {
  if (!isEmbedded()) return null;
  // Firefox has no ancestorOrigins.
  const { ancestorOrigins } = window.location as Partial<Pick<Location, 'ancestorOrigins'>>;
  const ancestor = ancestorOrigins?.[0];
  if (ancestor !== undefined && ancestor !== 'null') return ancestor;
  if (document.referrer === '') return null;
  try {
    return new URL(document.referrer).origin;
  } catch {
    return null;
  }
}

/** Posts `{ type: 'medkompass:review-fhir', bundle }` to the embedding record system. */
export function sendReviewToRecord(bundle: unknown, targetOrigin: string): void {
  window.parent.postMessage({ type: REVIEW_FHIR_MESSAGE, bundle }, targetOrigin);
}
