// The server's first paint (ADR 32) renders an information page's HTML too, where DOMPurify has no
// DOM to work on: vite.ssr.config.ts puts this module in place of sanitize-cms-html.ts there. The
// same content policy of packages/contracts (content-html.ts), applied by sanitize-html, which the
// server already applies to its own pages; the browser's render, which replaces this one at
// once, sanitises with DOMPurify as before.
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import {
  CONTENT_HTML_ATTRIBUTES,
  CONTENT_HTML_TAGS,
  CONTENT_URL_SCHEMES,
} from '@medkompass/contracts/content-html.ts';

// As in the browser: the page's title is its one h1, and these never pass whatever the policy.
const FORBIDDEN_TAGS: ReadonlySet<string> = new Set([
  'h1',
  'style',
  'script',
  'iframe',
  'form',
  'img',
]);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: CONTENT_HTML_TAGS.filter((tag) => !FORBIDDEN_TAGS.has(tag)),
  allowedAttributes: Object.fromEntries(
    Object.entries(CONTENT_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...CONTENT_URL_SCHEMES],
  allowProtocolRelative: false,
  // A removed element's text stays, as DOMPurify keeps it (scripts' and styles' never).
  disallowedTagsMode: 'discard',
};

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A rendered title as text: markup, scripts and styles removed, entities decoded. */
export function cmsTitleText(renderedTitle: string): string {
  return decodeHTML(sanitizeHtml(renderedTitle, { allowedTags: [], allowedAttributes: {} })).trim();
}
