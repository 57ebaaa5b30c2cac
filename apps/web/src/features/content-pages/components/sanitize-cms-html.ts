import DOMPurify from 'dompurify';
import {
  CONTENT_HTML_ATTRIBUTES,
  CONTENT_HTML_TAGS,
  CONTENT_URL_SCHEMES,
} from '@medkompass/contracts/content-html.ts';

/**
 * The content policy of packages/contracts (content-html.ts), the server's too. Applied to every
 * page whatever CMS it came from: CMS_URL may name a WordPress whose editors can write raw HTML.
 */
const ALLOWED_TAGS = [...CONTENT_HTML_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(CONTENT_HTML_ATTRIBUTES).flat())];
// http(s), mailto, our own paths and anchors; never javascript:, data: or protocol-relative //.
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${CONTENT_URL_SCHEMES.join('|')}):|\\/(?!\\/)|#)`,
  'i',
);

export function sanitizeCmsHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    // The page's title is its one h1; WordPress content may carry more.
    FORBID_TAGS: ['h1', 'style', 'script', 'iframe', 'form', 'img'],
  });
}

/**
 * The text of a rendered title (WordPress encodes entities in `title.rendered`): markup removed
 * with what scripts and styles hold, entities decoded.
 */
export function cmsTitleText(renderedTitle: string): string {
  const textOnly = DOMPurify.sanitize(renderedTitle, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  const document = new DOMParser().parseFromString(textOnly, 'text/html');
  return document.body.textContent.trim();
}
