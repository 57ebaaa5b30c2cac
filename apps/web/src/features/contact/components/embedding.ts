/** What the form tells a page that embeds it in an iframe (specification §2 'Contact form'). */
export type EmbeddingAction = 'cancel' | 'submit';

/**
 * Posts `{ type: 'medkompass:contact', action }` to the parent window when the form runs inside
 * another page's iframe. The target origin is '*' because the message carries nothing but which
 * button was used: no field of the form, so no reader, whatever its origin, learns anything
 * personal. Who may embed the app at all is decided by the CSP's frame-ancestors.
 */
export function notifyEmbedder(action: EmbeddingAction): void {
  if (window.parent === window) return;
  window.parent.postMessage({ type: 'medkompass:contact', action }, '*');
}
