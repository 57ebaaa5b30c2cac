import DOMPurify from 'dompurify';

/**
 * What a page from the CMS may hold once in the page: text structure, links, tables and anchors
 * (the server allows the same for our own Markdown pages). Applied to every page whatever CMS it
 * came from: CMS_URL may name a WordPress whose editors can write raw HTML.
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'a',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'dl',
  'dt',
  'dd',
  'section',
  'time',
  'abbr',
];
const ALLOWED_ATTR = ['href', 'title', 'id', 'class', 'datetime', 'scope', 'start'];
// http(s), mailto, our own paths and anchors; never javascript:, data: or protocol-relative //.
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

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
